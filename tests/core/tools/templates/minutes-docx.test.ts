import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { agendaItem, minutesCopy } from "#core/tools/templates/minutes-copy";
import { AGENDA_ITEMS, minutesDocx } from "#core/tools/templates/minutes-docx";

/** The parts of the .docx, unzipped, and its document's text as Word shows it (runs joined). */
function open(language: "fr" | "ar") {
  const parts = unzipSync(minutesDocx(language));
  const xml = (name: string) => strFromU8(parts[name] ?? new Uint8Array());
  const document = xml("word/document.xml");
  const paragraphs = [...document.matchAll(/<w:p>(.*?)<\/w:p>/g)].map((match) =>
    [...(match[1] ?? "").matchAll(/<w:t[^>]*>(.*?)<\/w:t>/g)]
      .map((text) =>
        (text[1] ?? "")
          .replace(/&apos;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, "&"),
      )
      .join(""),
  );
  return { parts, xml, document, paragraphs, text: paragraphs.join("\n") };
}

describe("the general meeting's minutes (.docx)", () => {
  it("is a Word package: its content types, relationships, document, styles and properties", () => {
    const { parts, xml } = open("fr");
    expect(Object.keys(parts)).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "docProps/core.xml",
      "word/document.xml",
      "word/styles.xml",
      "word/_rels/document.xml.rels",
    ]);
    expect(xml("[Content_Types].xml")).toContain("wordprocessingml.document.main+xml");
    expect(xml("word/styles.xml")).toContain('w:styleId="Heading1"');
    expect(xml("docProps/core.xml")).toContain("<dc:language>fr-MA</dc:language>");
  });

  for (const language of ["fr", "ar"] as const) {
    it(`holds every heading and field of the ${language} template, and a block per agenda item`, () => {
      const copy = minutesCopy[language];
      const { text, document } = open(language);
      for (const heading of [
        copy.title,
        copy.meeting.title,
        copy.attendance.title,
        copy.bureau.title,
        copy.agenda.title,
        copy.closing.title,
        copy.signatures.title,
        copy.after.title,
      ]) {
        expect(document).toContain(`<w:pStyle w:val="${heading === copy.title ? "Title" : "Heading1"}"/>`);
        expect(text).toContain(heading);
      }
      for (const field of copy.meeting.fields) expect(text).toContain(field);
      for (let n = 1; n <= AGENDA_ITEMS; n++) expect(text).toContain(agendaItem(copy, n));
      expect(text).not.toContain(agendaItem(copy, AGENDA_ITEMS + 1));
      // The votes are counted in shares: a table per item, for / against / abstaining.
      const [, forVotes, against, abstaining] = copy.agenda.columns;
      expect(text.split(`${forVotes}\n${against}\n${abstaining}`)).toHaveLength(AGENDA_ITEMS + 1);
      const [sharesRow = ""] = copy.agenda.rows;
      expect(sharesRow).not.toBe("");
      expect(text.split(sharesRow)).toHaveLength(AGENDA_ITEMS + 1);
      expect(text).toContain(copy.signatures.chair);
      expect(text).toContain(copy.signatures.secretary);
      expect(text).toMatch(/_{20,}/);
    });
  }

  it("is a document to sign: the law's rule it states cites its article, and no caveat of the site's is in it", () => {
    const fr = open("fr").text.replace(/\u2060/g, "");
    expect(fr).toContain("dans un délai n'excédant pas huit jours");
    expect(fr).toContain("article 30");
    const ar = open("ar").text;
    expect(ar).toContain("داخل أجل لا يتعدى ثمانية أيام");
    expect(ar).toContain("المادة 30");
    // What the site says of its tools (an aid, sources that disagree, an article not found) has
    // no place in minutes the chair and the secretary sign.
    const caveats = {
      fr: /aide|conseil juridique|non trouvé|pas été trouvé|non vérifié|source|selon |concord|modèle|Urbis|deux mois|decies/i,
      ar: /وسيلة مساعدة|استشارة قانونية|لم نعثر|لم يُتحقق|مصدر|المصادر|نموذج|Urbis|شهرين|\b(?:bis|ter|decies)\b/,
    } as const;
    for (const language of ["fr", "ar"] as const)
      expect(open(language).text, language).not.toMatch(caveats[language]);
    expect(caveats.fr.test("Une aide, pas un conseil juridique")).toBe(true);
    expect(caveats.ar.test("لم نعثر على المادة")).toBe(true);
  });

  it("lays the Arabic document out right to left, and the French one left to right", () => {
    const ar = open("ar");
    const paragraphs = ar.document.match(/<w:p>/g)?.length ?? 0;
    expect(ar.document.match(/<w:bidi\/><\/w:pPr>/g)?.length).toBe(paragraphs);
    expect(ar.document.match(/<w:r>/g)?.length).toBe(ar.document.match(/<w:rtl\/>/g)?.length);
    expect(ar.document).toContain("<w:bidiVisual/>");
    expect(ar.document).toMatch(/<w:sectPr>.*<w:bidi\/><\/w:sectPr>/);
    expect(ar.xml("word/styles.xml")).toContain('w:bidi="ar-MA"');
    expect(ar.text).toContain("محضر الجمع العام");

    const fr = open("fr");
    expect(fr.document).not.toMatch(/<w:bidi\/>|<w:rtl\/>|<w:bidiVisual\/>/);
  });

  it("is the same bytes whenever it is made", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2027-03-01T08:00:00Z"));
      const a = minutesDocx("ar");
      vi.setSystemTime(new Date("2031-11-30T22:59:59Z"));
      expect(Buffer.from(a).equals(Buffer.from(minutesDocx("ar")))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
