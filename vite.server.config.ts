import { defineConfig } from "vite";

/** Bundles the Node service (server/main.ts) to build/service/main.js; dependencies stay external. */
export default defineConfig({
  build: {
    ssr: "server/main.ts",
    outDir: `${process.env.BUILD_DIR ?? "build"}/service`,
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
  ssr: { external: true },
});
