import { useT } from "#app/i18n/use-t";
import { headTags } from "#app/routing/head";
import { pageLoader } from "#app/routing/page.server";
import { PageIntro } from "#app/ui/page-intro";
import type { Route } from "./+types/route";

export const loader = pageLoader({
  namespaces: ["pages"],
  head: () => ({ title: "page.about-us.meta.title", description: "page.about-us.intro" }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

export default function Page() {
  const t = useT();
  return <PageIntro title={t("page.about-us.title")} intro={t("page.about-us.intro")} />;
}
