import { useT } from "#app/i18n/use-t";
import { headTags } from "#app/routing/head";
import { pageLoader } from "#app/routing/page.server";
import { PageIntro } from "#app/ui/page-intro";
import type { Route } from "./+types/route";

export const loader = pageLoader({
  namespaces: ["pages"],
  head: () => ({ title: "page.solutions.meta.title", description: "page.solutions.intro" }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

export default function Page() {
  const t = useT();
  return <PageIntro title={t("page.solutions.title")} intro={t("page.solutions.intro")} />;
}
