import { z } from "zod";
import { backupsConfig } from "./backups/config";
import { dbConfig } from "./db/config";
import { deliveryConfig } from "./delivery/config";
import { formsConfig } from "./forms/config";
import { inboxConfig } from "./inbox/config";
import { jobsConfig } from "./jobs/config";
import { mailConfig } from "./mail/config";
import { trustProxyRules, trustProxySetting } from "./security/trust-proxy";
import { leadWebhookRules, webhookConfig } from "./webhook/config";

/**
 * The service's configuration, from environment variables, checked at start: the service's own
 * settings below, and each part's, which the part keeps in its config.ts. A wrong value stops the
 * service with a message that names the variable; see .env.example for each one.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Folder of the built site (react-router build output). */
  SITE_DIR: z.string().min(1).default("build/client"),
  /**
   * Behind a proxy or load balancer: their addresses and ranges (`127.0.0.1`, `10.0.0.2,fd00::/8`),
   * or how many of them there are (`1`, on a HOST of loopback only), so the client's address is the
   * real one. Off by default. In production it needs SERVICE_URL (trust-proxy.ts).
   */
  TRUST_PROXY: trustProxySetting,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ...dbConfig,
  ...backupsConfig,
  ...mailConfig,
  ...deliveryConfig,
  ...jobsConfig,
  ...webhookConfig,
  ...formsConfig,
  ...inboxConfig,
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return parseEnv(schema.superRefine(leadWebhookRules).superRefine(trustProxyRules), env);
}

/** Environment variables checked against `schema`; a wrong value throws a message naming it. */
export function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}
