import { useT } from "#app/i18n/use-t";
import { pageLoader } from "#app/routing/page-loader.server";
import { headTags } from "#app/seo/head";
import { ArrowLink } from "#app/ui/arrow-link";
import { CheckList } from "#app/ui/check-list";
import { DemoCta } from "#app/ui/demo-cta";
import { Icon } from "#app/ui/icon";
import { PageIntro } from "#app/ui/page-intro";
import { Section } from "#app/ui/section";
import { StaticPart } from "#app/ui/static-part";
import type { Route } from "./+types/route";

export const loader = pageLoader({
  namespaces: ["tools"],
  // The index carries its own copy only: each tool's, and the rules' wording, travel with that tool.
  keep: { tools: (key) => !/^tools\.(charges|assembly|savings|templates|rules?|law)\./.test(key) },
  head: () => ({ title: "tools.meta.title", description: "tools.meta.description" }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

const principles = ["private", "sources", "aid"] as const;

/** The toolbox's tools, in the order the index lists them: its messages are `tools.<id>.name` and `.summary`. */
const tools = [
  { id: "chargesSplit", icon: "bar-chart", path: "/core/tools/charges-split" },
  { id: "generalAssembly", icon: "calendar-check", path: "/core/tools/general-assembly" },
  { id: "savingsEstimator", icon: "tag", path: "/core/tools/savings-estimator" },
  { id: "templatesCard", icon: "file-text", path: "/core/tools/templates" },
] as const;

/**
 * /core/tools (issue 20): the free toolbox for syndics, many of them volunteers keeping the
 * accounts in a spreadsheet, under Law 18-00 as amended by Law 106-12. Lists the tools built so
 * far (the charges split, the general-meeting planner, the savings estimator, the templates); nothing
 * on it changes once rendered, so none of it hydrates.
 */
export default function ToolsPage() {
  const t = useT();
  return (
    <StaticPart>
      <PageIntro eyebrow={t("tools.eyebrow")} title={t("tools.title")} intro={t("tools.intro")} />
      <div className="container-page grid items-start gap-10 pt-14 md:pt-20 lg:grid-cols-[3fr_2fr]">
        <Section id="tools-list" title={t("tools.list.title")}>
          <ul className="mt-6 grid gap-4">
            {tools.map((tool) => (
              <li key={tool.id} className="rounded-3xl border border-line bg-surface p-6 sm:p-8">
                <h3 className="flex items-center gap-3 text-2xl font-bold tracking-tight">
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
                    <Icon name={tool.icon} className="size-6" />
                  </span>
                  {t(`tools.${tool.id}.name`)}
                </h3>
                <p className="mt-4 text-lg text-muted text-pretty">{t(`tools.${tool.id}.summary`)}</p>
                <ArrowLink to={tool.path} className="btn btn-primary mt-6">
                  {t("tools.list.open")}
                  <span className="sr-only">: {t(`tools.${tool.id}.name`)}</span>
                </ArrowLink>
              </li>
            ))}
          </ul>
        </Section>
        <Section
          id="tools-principles"
          title={t("tools.principles.title")}
          className="rounded-3xl bg-sunken p-6 sm:p-8"
          titleClassName="text-xl font-bold"
        >
          <CheckList
            className="mt-5 space-y-4"
            items={principles.map((id) => ({ id, text: t(`tools.principles.${id}`) }))}
          />
        </Section>
      </div>
      <DemoCta title={t("tools.cta.title")} body={t("tools.cta.body")} demoLabel={t("tools.cta.primary")} />
    </StaticPart>
  );
}
