import { templateFiles, templateUrl } from "#core/tools/templates/files";
import { copyGroup } from "#app/i18n/copy-group";
import { useT } from "#app/i18n/use-t";
import { headTags } from "#app/seo/head";
import { DemoCta } from "#app/ui/demo-cta";
import { LawRules } from "#app/ui/tools/law-rules";
import { rulesPageLoader } from "#app/ui/tools/rule-views.server";
import { PageIntro } from "#app/ui/page-intro";
import { Section } from "#app/ui/section";
import { StaticPart } from "#app/ui/static-part";
import type { Route } from "./+types/route";
import { DecreeCheck } from "./decree-check";
import { TemplateCard, type DownloadView } from "./template-card";

/** The rules the minutes follow, then the budget's (those whose text was not found go to the note). */
const ruleIds = [
  "minutes-notification",
  "bill-2024",
  "budget-first-assembly",
  "accounts-rules",
  "decree-2-23-700",
  "quorum",
  "votes-per-owner",
  "majorities",
  "decisions-declaration",
  "budget-yearly-and-calls",
  "charges-by-shares",
] as const;

const page = rulesPageLoader("tools.templates", ruleIds);

/**
 * Runs at build time: the copy, the rules with their sources, and each file's link and size. The
 * files are made here as scripts/templates.ts makes them (the same bytes), to state their size.
 */
export async function loader(args: Route.LoaderArgs) {
  const data = page(args);
  const downloads: DownloadView[] = await Promise.all(
    templateFiles.map(async (file) => ({
      template: file.template,
      language: file.language,
      format: file.format,
      url: templateUrl(file),
      bytes: (await file.build()).length,
    })),
  );
  return { ...data, downloads };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

/**
 * /core/tools/templates (issue 20, decision 041): the general meeting's minutes (.docx) and the
 * yearly budget (.xlsx) to download in French and Arabic, what each holds, who fills it in and
 * when, and the rules they follow with their articles. Nothing on it changes once rendered, so
 * none of it hydrates.
 */
export default function TemplatesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const of = (template: "minutes" | "budget") =>
    loaderData.downloads.filter((download) => download.template === template);
  return (
    <StaticPart>
      <PageIntro {...copyGroup(t, "tools.templates", ["eyebrow", "title", "intro"])} />
      <Section
        id="templates-title"
        title={t("tools.templates.list.title")}
        className="container-page pt-14 md:pt-20"
      >
        <ul className="mt-6 grid gap-6 lg:grid-cols-2">
          <TemplateCard
            template="minutes"
            icon="file-text"
            contains={["meeting", "attendance", "items", "signatures", "after"]}
            downloads={of("minutes")}
          />
          <TemplateCard
            template="budget"
            icon="bar-chart"
            contains={["headings", "totals", "notes"]}
            note
            downloads={of("budget")}
          />
        </ul>
        <DecreeCheck />
        <div className="mt-6 max-w-3xl rounded-2xl border border-accent p-5 sm:p-6">
          <h3 className="text-lg font-bold">{t("tools.templates.aid.title")}</h3>
          <p className="mt-2 text-pretty">{t("tools.templates.aid.body")}</p>
        </div>
      </Section>
      <LawRules
        rules={loaderData.rules}
        missing={loaderData.missingRules}
        intro={t("tools.templates.rules.intro")}
      />
      <DemoCta
        title={t("tools.templates.cta.title")}
        body={t("tools.templates.cta.body")}
        demoLabel={t("tools.templates.cta.primary")}
      />
    </StaticPart>
  );
}
