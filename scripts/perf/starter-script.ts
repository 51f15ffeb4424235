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
/** The one module the starter may import from: React Router's internals, whose functions it inlines. */
const internals = path.join(import.meta.dirname, "../../app/boot/react-router-internals.ts");
const internalsSpecifier = "./react-router-internals";
/** The call that ends every starter; what follows it is the module's own `import()`. */
const call = "startPage(";
const load = ", (href) => import(href));";

/** The function declarations of react-router-internals.ts, and the module's other top-level names. */
function internalsDeclarations(): { functions: Map<string, string>; others: Set<string> } {
  const file = ts.createSourceFile(internals, readFileSync(internals, "utf8"), ts.ScriptTarget.ES2020, true);
  const functions = new Map<string, string>();
  const others = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      functions.set(statement.name.text, statement.getText(file));
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) others.add(declaration.name.text);
      }
    }
  }
  return { functions, others };
}

/** The identifiers a piece of TypeScript names. */
function identifiersIn(code: string): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile("inlined.ts", code, ts.ScriptTarget.ES2020, true));
  return names;
}

/**
 * app/boot/starter.ts, its imports from react-router-internals.ts replaced by the functions it
 * imports, appended (a function declaration is hoisted). Those functions must use no other name of
 * their module, for the starter inlines nothing else.
 */
function starterSource(): string {
  const text = readFileSync(source, "utf8");
  const file = ts.createSourceFile(source, text, ts.ScriptTarget.ES2020, true);
  const imported: string[] = [];
  let rest = text;
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause?.namedBindings;
    if (from !== internalsSpecifier || !bindings || !ts.isNamedImports(bindings)) {
      throw new Error(
        `app/boot/starter.ts may import functions from ${internalsSpecifier} only, not ${from}`,
      );
    }
    for (const element of bindings.elements) {
      if (element.propertyName) throw new Error(`app/boot/starter.ts: import ${element.name.text} unrenamed`);
      if (!element.isTypeOnly) imported.push(element.name.text);
    }
    rest = rest.replace(statement.getText(file), "");
  }
  const { functions, others } = internalsDeclarations();
  const inlined = imported.map((name) => {
    const code = functions.get(name);
    if (code === undefined) {
      throw new Error(
        `app/boot/starter.ts imports ${name}, which is not a function of ${internalsSpecifier}`,
      );
    }
    const used = [...identifiersIn(code)].filter((n) => n !== name && (others.has(n) || functions.has(n)));
    if (used.length) {
      throw new Error(
        `${internalsSpecifier}: ${name} is inlined into the starter and cannot use ${used.join(", ")}`,
      );
    }
    return code;
  });
  return [rest, ...inlined].join("\n");
}

/**
 * app/boot/starter.ts as minified JavaScript for a module script: no types, comments or exports,
 * the functions it imports from React Router's internals inlined. It is minified as a classic
 * script, so that its top-level names, `startPage` among them, keep theirs. Every byte counts here:
 * a page's answer has to fit the first round trip (tests/scripts/perf/first-round-trip.test.ts).
 * Compiled once for the same sources (each page's starter asks for it).
 */
export function compiledStarter(): string {
  const sources = readFileSync(source, "utf8") + "\0" + readFileSync(internals, "utf8");
  if (compiled?.sources !== sources) compiled = { sources, code: compile() };
  return compiled.code;
}
let compiled: { sources: string; code: string } | undefined;

function compile(): string {
  const { outputText, diagnostics } = ts.transpileModule(starterSource(), {
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
    throw new Error(
      "app/boot/starter.ts must import only functions of react-router-internals.ts and export only types, functions and constants",
    );
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
