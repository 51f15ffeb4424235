import path from "node:path";
import { inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { submissions } from "#server/db/schema";
import { describeBuilt } from "../../support/built-site";
import { useCleanups } from "../../support/cleanups";
import { freshDataDir } from "../support/database";
import { validContact } from "../support/payloads";
import { refusedStart, startInstance, type Instance } from "../support/instances";

async function post(instance: Instance, n: number): Promise<string> {
  const response = await fetch(`${instance.url}/api/contact-messages`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...validContact, email: `owner-${n}@example.com` }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

async function stored(dataDir: string, references: string[]): Promise<number> {
  const handle = await openDatabase({ dataDir });
  try {
    return await handle.db.$count(submissions, inArray(submissions.reference, references));
  } finally {
    await handle.close();
  }
}

describeBuilt("the built service on an embedded folder", { timeout: 120_000 }, () => {
  const cleanups = useCleanups();

  /** A folder of the service's own: the database copied from the migrated template, an outbox. */
  async function folder() {
    const dir = await cleanups.folder("urbis-owner-");
    const { dataDir, remove } = await freshDataDir();
    cleanups.later(remove);
    return {
      DATA_DIR: dataDir,
      OUTBOX_DIR: path.join(dir, "outbox"),
      FORM_RATE_LIMIT: "1000",
    };
  }

  it("refuses a second service on the same folder, and the first loses nothing", async () => {
    const env = await folder();
    const first = await startInstance(env);
    cleanups.later(() => first.kill());
    const references = [];
    for (let n = 0; n < 10; n++) references.push(await post(first, n));

    const second = await refusedStart(env);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`The embedded database in ${env.DATA_DIR} is in use`);
    expect(second.output).toContain(`pid ${first.process.pid}`);

    for (let n = 10; n < 20; n++) references.push(await post(first, n));
    await first.stop();
    expect(await stored(env.DATA_DIR, references)).toBe(20);
  });

  it("starts again at once after a crash left its lock behind", async () => {
    const env = await folder();
    const crashed = await startInstance(env);
    const reference = await post(crashed, 1);
    await crashed.kill();
    const again = await startInstance(env);
    cleanups.later(() => again.kill());
    const after = await post(again, 2);
    await again.stop();
    expect(await stored(env.DATA_DIR, [reference, after])).toBe(2);
  });
});
