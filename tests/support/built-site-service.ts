import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { clientDir } from "./built-site";

/**
 * The service serving the build under test (`${BUILD_DIR}/client`) on an in-memory database, its
 * logs and jobs off; `env` adds to its settings (`TRUST_PROXY`, say).
 */
export function builtSiteService(env: Record<string, string> = {}) {
  return buildApp(
    loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      SITE_DIR: clientDir,
      DATA_DIR: "memory://",
      JOBS: "false",
      ...env,
    }),
  );
}
