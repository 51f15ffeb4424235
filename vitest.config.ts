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
    // The service reads these stylesheets as text (?raw): tests must see them as the build does.
    css: { include: [/core\/theme\/colours\.css/, /server\/inbox\/view\/inbox\.css/] },
  },
});
