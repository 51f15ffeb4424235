import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const shellModule = /[\\/]app[\\/](root\.tsx|boot|content|i18n|routing|shell|theme|ui)[\\/.]/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
        // 19 to 23, each a download and an evaluation step of its own (docs/performance.md).
        codeSplitting: {
          groups: [{ name: "shell", test: shellModule, minShareCount: 2 }],
        },
      },
    },
  },
});
