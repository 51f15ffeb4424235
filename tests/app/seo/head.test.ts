import { describe, expect, it } from "vitest";
import { site } from "#core/content/site";
import { headTags, shareImagePath, type Head } from "#app/seo/head";
import { structuredDataJson } from "#app/seo/structured-data";

const head: Head = {
  title: "الإعلانات — Urbis",
  description: "وصف",
  path: "/core/features/announcements",
  locale: "ar",
};

const find = (tags: ReturnType<typeof headTags>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("head tags", () => {
  const tags = headTags(head);

  it("give a canonical URL, hreflang for every language and x-default, all absolute", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.origin}/ar/core/features/announcements`);
    const alternates = tags.filter((t) => (t as Record<string, unknown>).rel === "alternate");
    expect(alternates.map((t) => (t as Record<string, string>).hrefLang)).toEqual([
      "fr",
      "en",
      "ar",
      "x-default",
    ]);
    for (const tag of alternates) expect((tag as Record<string, string>).href).toMatch(/^https?:\/\//);
  });

  it("name a share image for Open Graph and the X card, with its size and alt text", () => {
    const image = `${site.origin}${shareImagePath(head.path, "ar")}`;
    expect(image).toBe(`${site.origin}/og/ar/core/features/announcements.png`);
    expect(find(tags, "property", "og:image")?.content).toBe(image);
    expect(find(tags, "name", "twitter:image")?.content).toBe(image);
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:alt")?.content).toBe(head.title);
    expect(find(tags, "property", "og:locale")?.content).toBe("ar_MA");
  });

  it("keep a not-found page out of the index, without canonical or image", () => {
    const notFound = headTags({ ...head, path: "/404", noindex: true });
    expect(find(notFound, "name", "robots")?.content).toBe("noindex");
    expect(find(notFound, "rel", "canonical")).toBeUndefined();
    expect(find(notFound, "property", "og:image")).toBeUndefined();
  });
});

describe("structured data", () => {
  const t = (key: string) =>
    key === "feature.announcements.name" ? "الإعلانات" : key === "nav.features" ? "الميزات" : key;

  it("describes the organisation, and the breadcrumb of an inner page in its language", () => {
    const [org, crumbs] = JSON.parse(structuredDataJson(head, t));
    expect(org).toMatchObject({ "@type": "Organization", name: site.brand, url: `${site.origin}/` });
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      site.brand,
      "الميزات",
      "الإعلانات",
    ]);
    expect(crumbs.itemListElement.at(-1).item).toBe(`${site.origin}/ar/core/features/announcements`);
  });

  it("gives the home page the organisation only, and never lets text close the script element", () => {
    expect(JSON.parse(structuredDataJson({ ...head, path: "/" }, t))["@type"]).toBe("Organization");
    const json = structuredDataJson({ ...head, path: "/core/demo", title: "</script><b>" }, t);
    expect(json).not.toContain("</script");
    expect(JSON.parse(json)[1].itemListElement[1].name).toBe("</script><b>");
  });
});
