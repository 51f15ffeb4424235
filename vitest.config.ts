import { defineConfig } from "vitest/config";

/** Unit, component and service tests (Node by default; component tests opt into jsdom). */
export default defineConfig({
  test: {
    include: ["tests/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/support/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two files at a time on the two cores CI has (Vitest's default is one fewer than the cores):
    // the service tests spend much of their time waiting on databases and child processes.
    maxWorkers: 2,
    // The service reads these stylesheets as text (?raw): tests must see them as the build does.
    css: { include: [/core\/theme\/colours\.css/, /server\/inbox\/view\/inbox\.css/] },
  },
});
