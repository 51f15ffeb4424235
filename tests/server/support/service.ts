import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { startSmtpListener, type SmtpListener } from "../../../e2e/support/smtp-listener";
import { freshStorage, type Backend } from "./database";

/** A tiny built site: enough for the service to start and to link its stylesheet. */
async function siteFixture(): Promise<string> {
  // One per test process: parallel files must not rewrite a folder another is reading.
  const dir = path.resolve(`test-results/service-site/${process.pid}`);
  const page = (lang: string) =>
    `<!DOCTYPE html><html lang="${lang}"><head><link rel="stylesheet" href="/assets/root-test.css"/></head><body><h1>${lang}</h1></body></html>`;
  for (const [file, lang] of [
    ["index.html", "fr"],
    ["404/index.html", "fr"],
    ["en/404/index.html", "en"],
    ["ar/404/index.html", "ar"],
  ] as const) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), page(lang));
  }
  await mkdir(path.join(dir, "assets"), { recursive: true });
  await writeFile(path.join(dir, "assets/root-test.css"), "body{}");
  return dir;
}

export type Service = {
  app: FastifyInstance;
  smtp: SmtpListener;
  env: Record<string, string>;
  /** Closes the service and builds it again on the same database. */
  restart: () => Promise<FastifyInstance>;
  close: () => Promise<void>;
};

/**
 * The real service (buildApp) on a fresh database of `backend`, sending e-mail to an SMTP listener
 * in this process. `env` overrides configuration variables (`undefined` unsets one).
 */
export async function startService(
  backend: Backend,
  env: Record<string, string | undefined> = {},
  { logStream }: { logStream?: NodeJS.WritableStream } = {},
): Promise<Service> {
  const storage = await freshStorage(backend);
  const smtp = await startSmtpListener();
  const settings: Record<string, string | undefined> = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SITE_DIR: await siteFixture(),
    DATA_DIR: storage.DATA_DIR,
    ...(storage.DATABASE_URL ? { DATABASE_URL: storage.DATABASE_URL } : {}),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SERVICE_URL: "http://urbis.test",
    TEAM_EMAIL: "team@urbis.test",
    MAIL_FROM: "Urbis <no-reply@urbis.test>",
    FORM_RATE_LIMIT: "1000",
    ...env,
  };
  const fullEnv = Object.fromEntries(
    Object.entries(settings).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const service: Service = {
    app: await buildApp(loadConfig(fullEnv), { logStream }),
    smtp,
    env: fullEnv,
    restart: async () => {
      await service.app.close();
      service.app = await buildApp(loadConfig(fullEnv), { logStream });
      return service.app;
    },
    close: async () => {
      await service.app.close();
      await smtp.close();
      await storage.remove();
    },
  };
  return service;
}
