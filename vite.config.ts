import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { existsSync } from "node:fs";
import { defineConfig, type Plugin } from "vite";
// With its extension: Vite's native config loader, to be its default, resolves no other.
import { minifiedBootScript } from "./scripts/perf/inline-scripts.ts";
import { shellModule } from "./scripts/perf/shell-chunk.ts";

// The site's settings from .env in the process's environment too (variables already set win): the
// list of pages to prerender (react-router.config.ts) reads them there, the pages through
// import.meta.env, and both must see the same ones (core/content/site.ts; the testimonials page
// exists only when the build has testimonials to show).
if (existsSync(".env")) process.loadEnvFile(".env");

/**
 * Every module the browser is sent runs as soon as it arrives: hydration calls most of React's
 * functions and the page's. This comment, first in each file, has V8 compile all of a file's
 * functions on a background thread while the file downloads, rather than each one on the main
 * thread when first called (decision 020).
 */
function compileWhileDownloading(): Plugin {
  return {
    name: "urbis:compile-while-downloading",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    generateBundle: {
      // After Vite has written its preload helper at the top of the chunks that import others.
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk") file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      },
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileWhileDownloading(), minifiedBootScript()],
  resolve: { tsconfigPaths: true },
  envPrefix: ["VITE_", "URBIS_PUBLIC_"],
  // The year of the build, for the footer's copyright: the same in the HTML and on hydration.
  define: { "import.meta.env.BUILD_YEAR": JSON.stringify(new Date().getFullYear()) },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The app's own modules that several routes share (the shell, translation helpers, content,
        // the small components) travel in one chunk with React: a page loads 7 to 9 modules, not
        // 19 to 23, each a download and an evaluation step of its own (decision 018). The folders
        // are named in scripts/perf/shell-chunk.ts, and the build stops if one is missing.
        codeSplitting: {
          groups: [{ name: "shell", test: shellModule(), minShareCount: 2 }],
        },
      },
    },
  },
});
