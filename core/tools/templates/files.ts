import { budgetXlsx } from "./budget-xlsx";
import { templateLanguages, type TemplateLanguage } from "./languages";
import { minutesDocx } from "./minutes-docx";

/**
 * The templates the build writes into the site (scripts/templates.ts) and /core/tools/templates
 * links: each template in each of its languages, under a stable name, in `DOWNLOADS_DIR` of the
 * built client folder.
 */
export const DOWNLOADS_DIR = "downloads";

export type TemplateId = "minutes" | "budget";
export type TemplateFormat = "docx" | "xlsx";

export type TemplateFile = {
  template: TemplateId;
  language: TemplateLanguage;
  format: TemplateFormat;
  /** The file's name under DOWNLOADS_DIR: the same from build to build. */
  name: string;
  build: () => Promise<Uint8Array>;
};

const names: Record<TemplateId, string> = {
  minutes: "proces-verbal-assemblee-generale",
  budget: "budget-previsionnel",
};

export const templateFiles: TemplateFile[] = (["minutes", "budget"] as const).flatMap((template) =>
  templateLanguages.map((language): TemplateFile => {
    const format = template === "minutes" ? "docx" : "xlsx";
    return {
      template,
      language,
      format,
      name: `${names[template]}-${language}.${format}`,
      build: template === "minutes" ? async () => minutesDocx(language) : () => budgetXlsx(language),
    };
  }),
);

/** The file's path on the site: "/downloads/budget-previsionnel-ar.xlsx". */
export function templateUrl(file: Pick<TemplateFile, "name">): string {
  return `/${DOWNLOADS_DIR}/${file.name}`;
}
