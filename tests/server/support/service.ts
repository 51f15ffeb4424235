import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { startSmtpListener, type SmtpListener } from "../../../e2e/support/smtp-listener";
import { emptyDatabase, freshStorage, type Backend } from "./database";
import { must } from "./must";

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
  options: Parameters<typeof buildApp>[1] = {},
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
    app: await buildApp(loadConfig(fullEnv), options),
    smtp,
    env: fullEnv,
    restart: async () => {
      await service.app.close();
      service.app = await buildApp(loadConfig(fullEnv), options);
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

const sameSettings = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b }).every((name) => a[name] === b[name]);

/** A service the tests of a block share: itself as started, or built again with other settings. */
export type SharedService<S extends Service> = {
  (): S;
  /** The service with the settings it was started with, changed by `env` (`undefined` unsets one). */
  with: (env: Record<string, string | undefined>) => Promise<S>;
};

/**
 * One service for the tests of a describe block, started before the first of them (a start costs
 * a database copy and an embedded database's boot). Before each test its database is emptied
 * (emptyDatabase) and the e-mails its listener received are forgotten, so that each test starts as
 * on a service of its own. A test that needs other settings takes `.with(env)`: the service is
 * built again on its database (a restart, cheaper than a start), and a later test that takes it
 * plainly gets an error rather than those settings.
 */
export function sharedService<S extends Service>(start: () => Promise<S>): SharedService<S> {
  let service: S | undefined;
  let started: Record<string, string> = {};
  beforeAll(async () => {
    service = await start();
    started = { ...service.env };
  });
  beforeEach(async () => {
    const { app, smtp } = must(service, "the shared service");
    await emptyDatabase(app.db);
    smtp.messages.splice(0);
    smtp.failNext(0);
  });
  afterAll(async () => {
    await service?.close();
  });
  const get = () => {
    const current = must(service, "the shared service");
    if (!sameSettings(current.env, started))
      throw new Error("The shared service has other settings now: take it with .with({})");
    return current;
  };
  const withSettings = async (env: Record<string, string | undefined>) => {
    const current = must(service, "the shared service");
    const changed = { ...started, ...env };
    const wanted = Object.fromEntries(
      Object.entries(changed).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    if (!sameSettings(current.env, wanted)) {
      // restart() builds from this same object: replace its contents.
      for (const name of Object.keys(current.env)) Reflect.deleteProperty(current.env, name);
      Object.assign(current.env, wanted);
      await current.restart();
    }
    return current;
  };
  return Object.assign(get, { with: withSettings });
}
