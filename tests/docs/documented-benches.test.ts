import { describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { benchCommand, formsBenchCommand, shell, toolsBenchCommand } from "./support/documented";

/**
 * The benchmarks the docs show, run as written (documented-commands.test.ts checks that each
 * documented command is run somewhere): in a file of their own, so that they run beside the other
 * test files rather than after the other documented commands.
 */
describe("the benchmarks the docs show", { timeout: 600_000 }, () => {
  it("npm run bench measures a page beside its floor", async () => {
    const { stdout } = await shell(benchCommand, { BUILD_DIR: "build" });
    expect(stdout).toMatch(/^\| \/\s+\| page\s+\| \d/m);
    expect(stdout).toMatch(/^\| \/\s+\| floor\s+\| \d/m);
  });

  it("npm run bench:tools measures a tool page's load and the first interaction that draws the tool", async () => {
    const { stdout } = await shell(toolsBenchCommand, {
      BUILD_DIR: "build",
      BENCH_PORT: String(await freePort()),
    });
    expect(stdout).toMatch(/^\| \/core\/tools\/savings-estimator\s+\| \d+\s+\|/m);
    expect(stdout, "no tool code in the load, the tool's chunk in the interaction").not.toMatch(
      /tool (not )?fetched/,
    );
  });

  it("npm run bench:forms finds every acknowledged submission in the database", async () => {
    // As a reader of the README runs it: on the embedded default, with no PostgreSQL server named
    // (the test setup's would add two more backends to the run).
    const { stdout } = await shell(formsBenchCommand, {
      BUILD_DIR: "build",
      BENCH_PORT: String(await freePort()),
      TEST_DATABASE_URL: "",
      DATABASE_URL: "",
    });
    expect(stdout).toMatch(/^▶ embedded: 100 submissions, 10 connections/m);
    expect(stdout).toMatch(/100 acknowledged \(201\), 100 stored, 0 missing/);
    expect(stdout).toMatch(/p50 [\d.]+ ms · p99 [\d.]+ ms/);
    expect(stdout).not.toMatch(/^▶ postgres/m);
  });
});
