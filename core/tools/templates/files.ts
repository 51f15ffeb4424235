import { budgetXlsx } from "./budget-xlsx";
import { templateLanguages, type TemplateLanguage } from "./languages";
import { minutesDocx } from "./minutes-docx";

/**
 * The templates the build writes into the site (scripts/templates.ts) and /core/tools/templates
 * links: each template in each of its languages, under a stable name, in `DOWNLOADS_DIR` of the
 * built client folder.
 */
export const DOWNLOADS_DIR = "downloads";

/** Each template's file format, the stem of its file names, and how its file is made. */
const templates = {
  minutes: {
    format: "docx",
    stem: "proces-verbal-assemblee-generale",
    build: async (language: TemplateLanguage) => minutesDocx(language),
  },
  budget: { format: "xlsx", stem: "budget-previsionnel", build: budgetXlsx },
} as const;

export type TemplateId = keyof typeof templates;
export type TemplateFormat = (typeof templates)[TemplateId]["format"];

export type TemplateFile = {
  template: TemplateId;
  language: TemplateLanguage;
  format: TemplateFormat;
  /** The file's name under DOWNLOADS_DIR: the same from build to build. */
  name: string;
  build: () => Promise<Uint8Array>;
};

export const templateFiles: TemplateFile[] = (Object.keys(templates) as TemplateId[]).flatMap((template) => {
  const { format, stem, build } = templates[template];
  return templateLanguages.map((language) => ({
    template,
    language,
    format,
    name: `${stem}-${language}.${format}`,
    build: () => build(language),
  }));
});

/** The file's path on the site: "/downloads/budget-previsionnel-ar.xlsx". */
export function templateUrl(file: Pick<TemplateFile, "name">): string {
  return `/${DOWNLOADS_DIR}/${file.name}`;
}
