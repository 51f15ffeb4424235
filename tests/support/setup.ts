import { afterEach, vi } from "vitest";

// Any console.error during a test is a failure: React warnings and swallowed errors included.
const consoleError = vi.spyOn(console, "error");
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called:\n${calls.map((c) => c.join(" ")).join("\n")}`);
});
