import { useLocation } from "react-router";
import type { MessageKey } from "#app/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { headTags } from "#app/routing/head";
import { stripLocale } from "#app/routing/localize";
import { pageLoader } from "#app/routing/page.server";
import { PageIntro } from "#app/ui/page-intro";
import type { Route } from "./+types/route";

const slugOf = (path: string) => path.split("/").pop() ?? "";

export const loader = pageLoader({
  namespaces: ["common", "pages"],
  head: (path) => ({
    title: `feature.${slugOf(path)}.name` as MessageKey,
    description: "page.feature.intro",
  }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

export default function Page() {
  const t = useT();
  const slug = slugOf(stripLocale(useLocation().pathname));
  return <PageIntro title={t(`feature.${slug}.name` as MessageKey)} intro={t("page.feature.intro")} />;
}
