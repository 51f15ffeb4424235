import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  envPrefix: ["VITE_", "URBIS_PUBLIC_"],
  // The year of the build, for the footer's copyright: the same in the HTML and on hydration.
  define: { "import.meta.env.BUILD_YEAR": JSON.stringify(new Date().getFullYear()) },
  build: { assetsInlineLimit: 0 },
});
