import { describe, expect, it } from "vitest";
import {
  articleIn,
  articleInArabic,
  BLOG_HOSTS,
  coOwnershipLaw,
  getCitation,
  isPrimary,
  notFound,
  NOT_FOUND,
  shownCitation,
} from "#core/content/co-ownership-law";
import { sourceMessages } from "#core/i18n/messages";

const isUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value);
const host = (url: string) => new URL(url).hostname.replace(/^www\./, "");
const inForce = coOwnershipLaw.filter((citation) => citation.status === "in-force");

/**
 * Law cited as a lawyer would (decision 054): a rule in force cites its article of Law 18-00 as
 * amended, from the law's text; the press only reports (a decree's adoption, a bill's vote); a
 * syndic firm's blog is never a source; a bill is never called law.
 */
describe("core/content/co-ownership-law", () => {
  it("cites every rule in force by its article, from the law's text that quotes that article", () => {
    expect(inForce.map((citation) => citation.id)).toEqual(
      expect.arrayContaining(["convocation-notice", "minutes-notification", "ordinary-assembly-window"]),
    );
    for (const citation of inForce) {
      expect(citation.article, citation.id).toMatch(/^\d+( bis \d+)?$/);
      expect(["18-00", "106-12"], citation.id).toContain(citation.law);
      const primary = citation.sources.filter(isPrimary);
      expect(primary.length, citation.id).toBeGreaterThan(0);
      // One of them quotes the article itself, as the text of its language numbers it.
      const named = [`المادة ${articleInArabic(citation.article)}`, `article ${citation.article}`];
      expect(
        primary.some((source) => named.some((name) => source.quote?.toLowerCase().includes(name))),
        `${citation.id}: no primary source quotes article ${citation.article}`,
      ).toBe(true);
    }
  });

  it("names no syndic firm's page or blog as a source, for any entry", () => {
    expect(BLOG_HOSTS).toEqual(expect.arrayContaining(["valorsyndic.ma", "notresyndic.ma", "blogspot.com"]));
    for (const citation of coOwnershipLaw) {
      for (const source of citation.sources) {
        const name = host(source.url);
        expect(
          BLOG_HOSTS.some((blog) => name === blog || name.endsWith(`.${blog}`)),
          `${citation.id}: ${name}`,
        ).toBe(false);
      }
    }
  });

  it("uses the press only for what it reports: a decree's adoption and content, a bill's vote", () => {
    for (const citation of coOwnershipLaw) {
      const press = citation.sources.filter((source) => source.kind === "press");
      if (citation.status === "in-force") expect(press, citation.id).toEqual([]);
      for (const source of press) expect(source.quote, `${citation.id}: ${source.url}`).toMatch(/^Rapporte/);
    }
    for (const citation of coOwnershipLaw.filter((c) => c.status === "press-reported")) {
      expect(citation.rule.fr, citation.id).toMatch(/presse/);
      expect(citation.rule.en, citation.id).toMatch(/press/);
    }
  });

  it("never calls the 2024 bill law: pending, named a bill in every language, said not to be law", () => {
    const bill = getCitation("bill-2024");
    expect(bill).toMatchObject({ status: "pending", law: "bill-2024", article: NOT_FOUND });
    expect(bill?.rule.fr).toMatch(/^Projet de loi/);
    expect(bill?.rule.fr).toContain("n'est pas la loi");
    expect(bill?.rule.en).toMatch(/^A bill/);
    expect(bill?.rule.en).toContain("not law");
    expect(bill?.value).toBeUndefined();
    const names = { fr: /^Projet de loi/, en: /^Bill/, ar: /^مشروع قانون/ } as const;
    for (const code of ["fr", "en", "ar"] as const) {
      const messages = sourceMessages(code, "tools");
      expect(messages["tools.law.bill-2024"], code).toMatch(names[code]);
      expect(messages["tools.rules.pending"], code).toBeTruthy();
    }
    expect(sourceMessages("ar", "tools")["tools.rule.bill-2024"]).toContain("ليس قانونًا");
  });

  it("shows no rule whose text was not found; the collapsed note names each in every language", () => {
    for (const id of notFound) {
      expect(shownCitation(id), id).toBeUndefined();
      for (const code of ["fr", "en", "ar"] as const)
        expect(sourceMessages(code, "tools")[`tools.rules.missing.${id}`], `${code} ${id}`).toBeTruthy();
    }
    for (const citation of coOwnershipLaw.filter((c) => c.status === "unverified")) {
      expect(notFound as readonly string[], citation.id).toContain(citation.id);
      expect(citation.sources, citation.id).toEqual([]);
    }
  });

  it("gives the minutes one delay, the law's: eight days, article 30", () => {
    const minutes = getCitation("minutes-notification");
    expect(minutes).toMatchObject({ article: "30", status: "in-force", value: { days: 8 } });
    expect(minutes?.disputed).toBeUndefined();
  });

  it("writes articles in Arabic as the Arabic text does", () => {
    expect(articleInArabic("16 bis 2")).toBe("16 مكرر 2");
    expect(articleInArabic("30")).toBe("30");
    expect(articleIn("16 bis 3", "ar")).toBe("16 مكرر 3");
    expect(articleIn("16 bis 3", "fr")).toBe("16 bis 3");
  });

  it("names every source with its address and the date it was read; unique ids; rules in two languages", () => {
    for (const citation of coOwnershipLaw) {
      for (const source of citation.sources) {
        expect(isUrl(source.url), `${citation.id}: ${source.url}`).toBe(true);
        expect(source.consulted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      expect(citation.rule.fr.length, citation.id).toBeGreaterThan(10);
      expect(citation.rule.en.length, citation.id).toBeGreaterThan(10);
    }
    const ids = coOwnershipLaw.map((citation) => citation.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(getCitation("convocation-notice")?.value).toEqual({ days: 15 });
    expect(getCitation("nothing")).toBeUndefined();
  });
});
