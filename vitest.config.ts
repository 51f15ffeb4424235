import { defineConfig } from "vitest/config";

/**
 * The pure tests: content, copy, forms' schemas, the tools' arithmetic. They start no service, no
 * database and no child process, and change no global state that outlives a test, so one process
 * runs many of their files in turn (`isolate: false`): about half the processor time of a process
 * per file, most of which went to importing the same modules again.
 */
const pure = ["tests/core/**/*.test.{ts,tsx}", "tests/locales/**/*.test.{ts,tsx}"];

/** Unit, component and service tests (Node by default; component tests opt into jsdom). */
export default defineConfig({
  test: {
    environment: "node",
    setupFiles: ["tests/support/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Three files at a time on the two cores CI has (Vitest's default is one fewer than the cores):
    // the service tests spend much of their time waiting on databases and child processes, and a
    // third file keeps both cores busy (the whole run: 358 s with two, 255 s with three).
    maxWorkers: 3,
    // The service reads these stylesheets as text (?raw): tests must see them as the build does.
    css: { include: [/core\/theme\/colours\.css/, /server\/inbox\/view\/inbox\.css/] },
    projects: [
      { extends: true, test: { name: "pure", include: pure, isolate: false } },
      { extends: true, test: { name: "isolated", include: ["tests/**/*.test.{ts,tsx}"], exclude: pure } },
    ],
  },
});
