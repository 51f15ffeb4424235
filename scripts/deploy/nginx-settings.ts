import path from "node:path";
import { z } from "zod";
import { parseEnv } from "#server/config";

/** A value written into nginx's configuration: nothing that ends a directive or opens a variable. */
const safe = (what: string) =>
  z
    .string()
    .min(1)
    .regex(/^[^\s"'\\$;{}#]+$/, `${what}: no spaces, quotes, backslashes, $, ;, { } or #`);

/** A listening address as nginx's `listen` takes it: `443`, `127.0.0.1:8080`, `[::]:443`. */
const address = z
  .string()
  .regex(/^(?:(?:[\w.-]+|\[[0-9a-fA-F:]+\]):)?\d{1,5}$/, "a port, host:port or [IPv6]:port");

/** An instance of the service: host:port, or unix:/path/to/socket. */
const instance = z
  .string()
  .regex(/^(?:(?:[\w.-]+|\[[0-9a-fA-F:]+\]):\d{1,5}|unix:\/[^\s"'\\$;{}#]+)$/, "host:port or unix:/path");

const listOf = (item: z.ZodString, fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1));

const schema = z
  .object({
    /** Where nginx listens for the site: one address or several, comma-separated. */
    NGINX_LISTEN: listOf(address, "80"),
    NGINX_SERVER_NAME: z
      .string()
      .regex(/^[\w.*~^ -]+$/, "names separated by spaces")
      .default("_"),
    /** The built site (build/client), as an absolute path nginx can read. */
    NGINX_ROOT: safe("NGINX_ROOT").refine((value) => path.isAbsolute(value), "an absolute path"),
    /** The service's instances, comma-separated. */
    NGINX_UPSTREAMS: listOf(instance, "127.0.0.1:3001,127.0.0.1:3002"),
    /** With both: nginx terminates TLS, and NGINX_HTTP_LISTEN sends plain HTTP to HTTPS. */
    NGINX_TLS_CERTIFICATE: safe("NGINX_TLS_CERTIFICATE").optional(),
    NGINX_TLS_KEY: safe("NGINX_TLS_KEY").optional(),
    NGINX_HTTP_LISTEN: listOf(address, "80"),
  })
  .refine((s) => Boolean(s.NGINX_TLS_CERTIFICATE) === Boolean(s.NGINX_TLS_KEY), {
    message: "NGINX_TLS_CERTIFICATE and NGINX_TLS_KEY go together",
    path: ["NGINX_TLS_KEY"],
  });

export type NginxSettings = {
  listen: string[];
  serverName: string;
  root: string;
  upstreams: string[];
  tls?: { certificate: string; key: string; httpListen: string[] };
};

/** The nginx settings from the environment (.env.example lists them); `root` is the default root. */
export function nginxSettings(env: NodeJS.ProcessEnv, root: string): NginxSettings {
  const s = parseEnv(schema, { NGINX_ROOT: root, ...env });
  return {
    listen: s.NGINX_LISTEN,
    serverName: s.NGINX_SERVER_NAME,
    root: s.NGINX_ROOT,
    upstreams: s.NGINX_UPSTREAMS,
    tls:
      s.NGINX_TLS_CERTIFICATE && s.NGINX_TLS_KEY
        ? { certificate: s.NGINX_TLS_CERTIFICATE, key: s.NGINX_TLS_KEY, httpListen: s.NGINX_HTTP_LISTEN }
        : undefined,
  };
}
