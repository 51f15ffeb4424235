import { readdirSync, readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it, vi } from "vitest";
import { locales } from "#core/i18n/locales";
import { namespaces } from "#core/i18n/namespaces";

const read = (code: string, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(`locales/${code}/${ns}.json`, "utf8"));

/** Compiles like the build does; the compiler reports a syntax error by logging, so that fails here. */
function compiles(message: string): boolean {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  const before = warn.mock.calls.length + error.mock.calls.length;
  compileMessage(message);
  const after = warn.mock.calls.length + error.mock.calls.length;
  warn.mockClear();
  error.mockClear();
  return after === before;
}

type Token =
  string | [name: string, type?: string, branches?: Record<string, Token[] | string | number | undefined>];

/**
 * `{name}`, `{count, plural, …}` → the argument names a message uses, read from the compiled message:
 * a plural branch's text in braces (`other {Total}`) is text, not an argument.
 */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  // A message without an argument compiles to its text; a plural's `offset` is a number or undefined.
  const walk = (tokens: Token[] | string | number | undefined) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, , branches] = token;
      names.add(name);
      for (const branch of Object.values(branches ?? {})) walk(branch);
    }
  };
  walk(compileMessage(message) as Token[] | string);
  return [...names].sort();
}

describe("copy files", () => {
  it("a message that is not valid ICU MessageFormat is caught", () => {
    expect(compiles("{oops")).toBe(false);
    expect(compiles("{count, plural, one {# bien} other {# biens}}")).toBe(true);
  });

  it("each language has exactly the namespaces the registry names", () => {
    for (const { code } of locales) {
      const files = readdirSync(`locales/${code}`)
        .filter((f) => f.endsWith(".json"))
        .map((f) => f.replace(".json", ""));
      expect(files.sort(), `locales/${code}`).toEqual([...namespaces].sort());
    }
  });

  for (const ns of namespaces) {
    describe(ns, () => {
      const source = read("fr", ns);

      for (const { code } of locales.filter((l) => l.code !== "fr")) {
        it(`${code} has every key of fr and no other`, () => {
          const target = read(code, ns);
          const missing = Object.keys(source).filter((key) => !(key in target));
          const extra = Object.keys(target).filter((key) => !(key in source));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        });

        it(`${code} uses the same placeholders as fr`, () => {
          const target = read(code, ns);
          const different = Object.keys(source).filter(
            (key) =>
              key in target &&
              argumentsOf(source[key] ?? "").join() !== argumentsOf(target[key] ?? "").join(),
          );
          expect(different).toEqual([]);
        });
      }

      it("every message in every language is valid ICU MessageFormat, not empty, and namespaced", () => {
        for (const { code } of locales) {
          for (const [key, message] of Object.entries(read(code, ns))) {
            expect(message.trim(), `${code} ${key}`).not.toBe("");
            expect(compiles(message), `${code} ${key}: ${message}`).toBe(true);
          }
        }
        const prefixes = new Set(Object.keys(source).map((k) => k.split(".")[0]));
        expect(prefixes.size).toBeGreaterThan(0);
      });
    });
  }
});
