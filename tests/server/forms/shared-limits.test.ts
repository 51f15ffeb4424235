import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { postgresAdminUrl } from "../support/database";
import { validContact } from "../support/payloads";
import { startService, type Service } from "../support/service";

/** Two instances of the service on one PostgreSQL database, as behind a load balancer. */
describe.skipIf(!postgresAdminUrl)("the rate limit across instances (postgres database)", () => {
  let service: Service;
  let second: FastifyInstance;
  beforeAll(async () => {
    service = await startService("postgres", { FORM_RATE_LIMIT: "3" });
    second = await buildApp(loadConfig(service.env));
  });
  afterAll(async () => {
    await second.close();
    await service.close();
  });

  it("counts a client once, whichever instance its submissions reach", async () => {
    const post = (app: FastifyInstance) =>
      app.inject({
        method: "POST",
        url: "/api/contact-messages",
        payload: validContact,
        remoteAddress: "192.0.2.40",
      });
    expect((await post(service.app)).statusCode).toBe(201);
    expect((await post(second)).statusCode).toBe(201);
    expect((await post(service.app)).statusCode).toBe(201);
    const fourth = await post(second);
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
  });
});
