import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useCleanups } from "../support/cleanups";
import { startService } from "./support/service";

describe("alive and ready", () => {
  const { folder, later } = useCleanups();

  it("/healthz says alive; /readyz checks the database and the outbox folder, and says which fails", async () => {
    const dir = await folder();
    const outbox = path.join(dir, "outbox");
    const service = await startService("embedded", { SMTP_URL: "", OUTBOX_DIR: outbox });
    later(service.close);
    const alive = await service.app.inject("/healthz");
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: "ok" });
    const ready = await service.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok", outbox: "ok" } });
    expect(ready.headers["cache-control"]).toBe("no-store");

    // The folder becomes unusable while the service runs: it is taken out of rotation, still alive.
    await rm(outbox, { recursive: true });
    await writeFile(outbox, "not a folder");
    const unready = await service.app.inject("/readyz");
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toEqual({ status: "unavailable", checks: { database: "ok", outbox: "failing" } });
    expect((await service.app.inject("/healthz")).statusCode).toBe(200);
  });

  it("refuses to start with an outbox folder it cannot write, naming it", async () => {
    const dir = await folder();
    const blocked = path.join(dir, "file");
    await writeFile(blocked, "");
    const outbox = path.join(blocked, "outbox");
    await expect(startService("embedded", { SMTP_URL: "", OUTBOX_DIR: outbox })).rejects.toThrow(
      `The outbox folder ${outbox} cannot be written (ENOTDIR)`,
    );
  });
});
