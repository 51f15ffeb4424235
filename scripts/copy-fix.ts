// Puts the copy in the house style, where a rule is mechanical (docs/glossary.md, "Writing
// conventions"): French typography (no-break spaces, "24 h/24, 7 j/7"), British spelling in English,
// the plural of respect for the unambiguous Arabic imperatives. What needs a reader (Urbis's gender
// in Arabic, a claim's wording) is left to the tests under tests/locales/, which say where.
//
//   npm run copy:fix             rewrites locales/*/*.json in place
//   npm run copy:fix -- --check  changes nothing, lists what it would change, fails if anything
//
// Idempotent: a second run changes nothing. Only the values change, the files keep their layout.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fixArabic } from "./copy/arabic";
import { fixEnglish } from "./copy/english";
import { fixFrench } from "./copy/french";

const fixers: Record<string, (message: string) => string> = { fr: fixFrench, en: fixEnglish, ar: fixArabic };

/** `"key": "value"` on one line, as the copy files are written. */
const entry = /^(\s*"(?:[^"\\]|\\.)*"\s*:\s*)"((?:[^"\\]|\\.)*)"/gm;

/** The file's text with every value fixed, and what changed. */
export function fixFile(source: string, fix: (message: string) => string) {
  const changes: { before: string; after: string }[] = [];
  const text = source.replace(entry, (line, head: string, raw: string) => {
    const before = JSON.parse(`"${raw}"`) as string;
    const after = fix(before);
    if (after === before) return line;
    changes.push({ before, after });
    return `${head}${JSON.stringify(after)}`;
  });
  return { text, changes };
}

export function fixLocales(root: string, { write }: { write: boolean }) {
  const report: string[] = [];
  for (const [code, fix] of Object.entries(fixers)) {
    const dir = path.join(root, "locales", code);
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()) {
      const full = path.join(dir, file);
      const source = readFileSync(full, "utf8");
      const { text, changes } = fixFile(source, fix);
      if (!changes.length) continue;
      JSON.parse(text); // never write a file that no longer parses
      if (write) writeFileSync(full, text);
      report.push(`${path.relative(root, full)}: ${changes.length} message(s)`);
      for (const { before, after } of changes)
        report.push(`  - ${JSON.stringify(before)}\n  + ${JSON.stringify(after)}`);
    }
  }
  return report;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const report = fixLocales(process.cwd(), { write: !check });
  console.log(report.length ? report.join("\n") : "copy: nothing to fix");
  if (check && report.length) process.exit(1);
}
