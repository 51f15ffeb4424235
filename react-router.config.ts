import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routing/paths";

export default {
  // Every public page is static HTML built ahead of time; the Node service serves it.
  ssr: false,
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
