// The inline scripts of every page, minified as the modules are: the boot script in its <head>
// (app/boot/boot.js, which app/boot/boot-script.ts imports with `?raw`: the plugin below hands it
// the minified text, in the build and in development alike) and the starter
// (scripts/perf/starter-script.ts). Every byte counts there: a page's answer has to fit the first
// round trip of its connection (tests/scripts/perf/first-round-trip.test.ts).
import { readFileSync } from "node:fs";
import { minifySync, type Plugin } from "vite";

const raw = "/app/boot/boot.js?raw";

/** JavaScript minified as a classic script: its global names, the placeholders among them, kept. */
export function minifiedScript(file: string, source: string): string {
  const { code, errors } = minifySync(file, source, { module: false, compress: { target: "es2020" } });
  if (errors.length) throw new Error(`${file}: ${errors[0]?.message}`);
  return code.trim();
}

/** Vite plugin: `import source from "./boot.js?raw"` gives the boot script minified. */
export function minifiedBootScript(): Plugin {
  return {
    name: "urbis:minified-boot-script",
    enforce: "pre",
    load(id) {
      if (!id.endsWith(raw)) return undefined;
      const file = id.slice(0, -"?raw".length);
      return `export default ${JSON.stringify(minifiedScript(file, readFileSync(file, "utf8")))};`;
    },
  };
}
