// The starter's inline script (app/boot/starter.ts), as the build writes it into each page: the
// module compiled to JavaScript without its types and exports, then minified as the build minifies
// every module, then a call with the page's own values. The service allows it by its hash, read
// from the built page like every inline script's.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { minifiedScript } from "./inline-scripts";
import type { StarterPage } from "#app/boot/starter";

const source = path.join(import.meta.dirname, "../../app/boot/starter.ts");
/** The call that ends every starter; what follows it is the module's own `import()`. */
const call = "startPage(";
const load = ", (href) => import(href));";

/**
 * app/boot/starter.ts as minified JavaScript for a module script: no types, comments or exports.
 * It is minified as a classic script, so that its top-level names, `startPage` among them, keep
 * theirs. Every byte counts here: a page's answer has to fit the first round trip
 * (tests/scripts/perf/first-round-trip.test.ts).
 */
export function compiledStarter(): string {
  const { outputText, diagnostics } = ts.transpileModule(readFileSync(source, "utf8"), {
    compilerOptions: {
      target: ts.ScriptTarget.ES2020,
      module: ts.ModuleKind.ESNext,
      removeComments: true,
    },
    reportDiagnostics: true,
  });
  if (diagnostics?.length) {
    throw new Error(
      `app/boot/starter.ts: ${ts.flattenDiagnosticMessageText(diagnostics[0]?.messageText, "\n")}`,
    );
  }
  const plain = outputText.replace(/^export (?=function |const )/gm, "");
  if (/^(import|export)\b/m.test(plain)) {
    throw new Error("app/boot/starter.ts must import nothing and export only types, functions and constants");
  }
  return minifiedScript("app/boot/starter.ts", plain);
}

/** JSON that cannot end the inline script it is written into. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The inline script that starts a page (what goes inside its `<script type="module">`). */
export function starterScript(page: StarterPage, compiled = compiledStarter()): string {
  return `${compiled}\n${call}${scriptJson(page)}${load}`;
}

/** The values a built page's starter was written with, or undefined for a page without one. */
export function starterPageOf(html: string): StarterPage | undefined {
  const start = html.lastIndexOf(`\n${call}`);
  if (start < 0) return undefined;
  const end = html.indexOf(`${load}</script>`, start);
  if (end < 0) return undefined;
  return JSON.parse(html.slice(start + call.length + 1, end)) as StarterPage;
}
