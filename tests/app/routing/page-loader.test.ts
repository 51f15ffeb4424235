import { describe, expect, it } from "vitest";
import { featureSlugs } from "#core/content/features";
import { loader as contactLoader } from "#app/pages/company-contact-us/route";
import { loader as deletionLoader } from "#app/pages/delete-account/route";
import { loader as featureLoader } from "#app/pages/feature/route";
import { loader as overviewLoader } from "#app/pages/features/route";
import { loader as privacyLoader } from "#app/pages/privacy/route";
import { unpack, type Packed } from "#app/i18n/packed";

/** The message keys a page's data carries, as its loader packs them at build time. */
function keysOf(data: { messages?: Packed<Record<string, unknown>> }): string[] {
  return data.messages ? Object.keys(unpack(data.messages)) : [];
}
const request = (path: string) => ({
  request: new Request(`https://urbis.ma${path}`),
  params: {},
  context: {},
});
const having = (keys: string[], prefix: string) => keys.filter((key) => key.startsWith(prefix)).length;

describe("the copy each page's data carries (the keep of its pageLoader)", () => {
  it("a feature page: its own feature's messages and the template's, not the others' or the overview's", () => {
    const args = { ...request("/en/core/features/announcements"), params: { slug: "announcements" } };
    const keys = keysOf(featureLoader(args as Parameters<typeof featureLoader>[0]));
    expect(having(keys, "features.announcements.")).toBeGreaterThan(5);
    for (const other of featureSlugs.filter((slug) => slug !== "announcements"))
      expect(having(keys, `features.${other}.`), other).toBe(0);
    expect(having(keys, "features.overview.")).toBe(0);
    expect(
      keys.filter((key) => key.startsWith("features.") && !key.startsWith("features.announcements.")).length,
    ).toBeGreaterThan(0);
  });

  it("the overview: each feature's one-line value, nothing else of the feature pages", () => {
    const keys = keysOf(overviewLoader(request("/core/features") as Parameters<typeof overviewLoader>[0]));
    expect(keys).toContain("features.announcements.value");
    expect(keys).not.toContain("features.announcements.meta.title");
    expect(having(keys, "features.overview.")).toBeGreaterThan(0);
  });

  it("a legal page: its own text and the shared parts, not the other legal page's", () => {
    const privacy = keysOf(privacyLoader(request("/core/privacy") as Parameters<typeof privacyLoader>[0]));
    expect(having(privacy, "legal.privacy.")).toBeGreaterThan(0);
    expect(having(privacy, "legal.terms.")).toBeGreaterThan(0);
    expect(having(privacy, "legal.delete.")).toBe(0);
  });

  it("a page with a form: its form's copy and the shared form copy, not the other forms' or the service's", () => {
    const contact = keysOf(contactLoader(request("/core/contact-us") as Parameters<typeof contactLoader>[0]));
    expect(having(contact, "company.")).toBeGreaterThan(0);
    expect(having(contact, "forms.contact.")).toBeGreaterThan(0);
    for (const prefix of ["forms.demo.", "forms.deletion.", "forms.mail.", "forms.page.", "forms.confirm."])
      expect(having(contact, prefix), prefix).toBe(0);
    const deletion = keysOf(
      deletionLoader(request("/core/delete-my-account") as Parameters<typeof deletionLoader>[0]),
    );
    expect(having(deletion, "legal.delete.")).toBeGreaterThan(0);
    expect(having(deletion, "legal.privacy.")).toBe(0);
    expect(having(deletion, "forms.deletion.")).toBeGreaterThan(0);
    expect(having(deletion, "forms.contact.")).toBe(0);
    // The page's own copy first, then the form's: the order the data has always had.
    expect(deletion.findIndex((key) => key.startsWith("forms."))).toBeGreaterThan(
      deletion.findLastIndex((key) => key.startsWith("legal.")),
    );
  });
});
