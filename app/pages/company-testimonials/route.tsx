import { useT } from "#app/i18n/use-t";
import { headTags } from "#app/routing/head";
import { pageLoader } from "#app/routing/page.server";
import { PageIntro } from "#app/ui/page-intro";
import type { Route } from "./+types/route";

export const loader = pageLoader({
  namespaces: ["pages"],
  head: () => ({ title: "page.testimonials.meta.title", description: "page.testimonials.intro" }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

export default function Page() {
  const t = useT();
  return <PageIntro title={t("page.testimonials.title")} intro={t("page.testimonials.intro")} />;
}
