import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#core/paths/prerender-paths";

export default {
  // BUILD_DIR lets several builds live side by side (tests of parallel work); default `build`.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every public page is static HTML built ahead of time; the Node service serves it.
  ssr: false,
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
