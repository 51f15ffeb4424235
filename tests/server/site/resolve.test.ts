import { describe, expect, it } from "vitest";
import { resolvePath } from "#server/site/resolve";

const built = new Set([
  "/index.html",
  "/en/index.html",
  "/core/demo/index.html",
  "/ar/core/demo/index.html",
  "/core/demo.data",
  "/assets/entry-abc.js",
  "/favicon.svg",
  "/404/index.html",
  "/en/404/index.html",
  "/ar/404/index.html",
  "/core/features/404/index.html",
  "/en/core/features/404/index.html",
  "/__spa-fallback.html",
]);
const has = (key: string) => built.has(key);

describe("which built file answers a path", () => {
  it("serves pages from their folder's index.html", () => {
    expect(resolvePath("/", has)).toEqual({ kind: "file", key: "/index.html", status: 200 });
    expect(resolvePath("/en", has)).toEqual({ kind: "file", key: "/en/index.html", status: 200 });
    expect(resolvePath("/ar/core/demo", has)).toEqual({
      kind: "file",
      key: "/ar/core/demo/index.html",
      status: 200,
    });
  });

  it("serves files as they are", () => {
    expect(resolvePath("/assets/entry-abc.js", has)).toMatchObject({
      key: "/assets/entry-abc.js",
      status: 200,
    });
    expect(resolvePath("/core/demo.data", has)).toMatchObject({ key: "/core/demo.data", status: 200 });
  });

  it("answers an unknown path with the not-found page of its language, status 404", () => {
    expect(resolvePath("/nope", has)).toEqual({ kind: "file", key: "/404/index.html", status: 404 });
    expect(resolvePath("/en/core/demo/nope", has)).toEqual({
      kind: "file",
      key: "/en/404/index.html",
      status: 404,
    });
    expect(resolvePath("/ar/x", has)).toMatchObject({ key: "/ar/404/index.html", status: 404 });
    expect(resolvePath("/xx/core/demo", has)).toMatchObject({ key: "/404/index.html", status: 404 });
  });

  it("answers a template's unknown slug with that template's not-found page, status 404", () => {
    expect(resolvePath("/en/core/features/nope", has)).toEqual({
      kind: "file",
      key: "/en/core/features/404/index.html",
      status: 404,
    });
    expect(resolvePath("/core/features/nope", has)).toMatchObject({
      key: "/core/features/404/index.html",
      status: 404,
    });
    // Deeper than the template's route: only the catch-all route matches it in the browser.
    expect(resolvePath("/core/features/x/y", has)).toMatchObject({ key: "/404/index.html", status: 404 });
    expect(resolvePath("/core/features/404", has)).toMatchObject({
      key: "/core/features/404/index.html",
      status: 404,
    });
  });

  it("never answers the not-found pages or the SPA fallback with 200", () => {
    expect(resolvePath("/404", has)).toMatchObject({ status: 404 });
    expect(resolvePath("/en/404", has)).toMatchObject({ key: "/en/404/index.html", status: 404 });
    expect(resolvePath("/__spa-fallback.html", has)).toMatchObject({ status: 404 });
  });

  it("redirects a trailing slash to the canonical path", () => {
    expect(resolvePath("/core/demo/", has)).toEqual({ kind: "redirect", location: "/core/demo" });
    expect(resolvePath("/en/", has)).toEqual({ kind: "redirect", location: "/en" });
    expect(resolvePath("/core/demo///", has)).toEqual({ kind: "redirect", location: "/core/demo" });
    expect(resolvePath("///", has)).toEqual({ kind: "redirect", location: "/" });
  });

  it("never redirects to another site, nor with a character that ends the header", () => {
    expect(resolvePath("//evil.example/", has)).toEqual({ kind: "redirect", location: "/evil.example" });
    expect(resolvePath("/\\evil.example/", has)).toEqual({ kind: "redirect", location: "/evil.example" });
    expect(resolvePath("/\t/evil.example/", has)).toEqual({
      kind: "redirect",
      location: "/%09/evil.example",
    });
    expect(resolvePath("/a\r\nSet-Cookie: x/", has)).toEqual({
      kind: "redirect",
      location: "/a%0D%0ASet-Cookie:%20x",
    });
    expect(resolvePath("/café/", has)).toEqual({ kind: "redirect", location: "/caf%C3%A9" });
    expect(resolvePath("/a?b#c/", has)).toEqual({ kind: "redirect", location: "/a%3Fb%23c" });
  });

  it("redirects only to a path of this site, encoded as it was received", () => {
    const cases: [string, string][] = [
      ["//evil.example/", "/evil.example"],
      ["///evil.example//", "/evil.example"],
      ["/\\evil.example/", "/evil.example"],
      ["/\\/\\evil.example/", "/evil.example"],
      ["/%5Cevil.example/", "/%5Cevil.example"],
      ["/%2F%2Fevil.example/", "/%2F%2Fevil.example"],
      ["/%2f%2Fevil.example/", "/%2f%2Fevil.example"],
      ["/core/%C3%A9t%C3%A9/", "/core/%C3%A9t%C3%A9"],
      ["//", "/"],
      ["/\\/", "/"],
    ];
    for (const [received, location] of cases) {
      const resolution = resolvePath(received, has);
      expect(resolution, received).toEqual({ kind: "redirect", location });
      // What a browser makes of it: a page of the same site.
      expect(new URL(location, "https://urbis.ma").origin, received).toBe("https://urbis.ma");
    }
  });

  it("decodes the path it looks up, and a malformed one is not found", () => {
    expect(resolvePath("/core/d%65mo", has)).toMatchObject({ key: "/core/demo/index.html", status: 200 });
    expect(resolvePath("/%E0", has)).toMatchObject({ status: 404 });
  });
});
