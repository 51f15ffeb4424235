import { useT } from "#app/i18n/use-t";
import { headTags } from "#app/routing/head";
import { pageLoader } from "#app/routing/page.server";
import type { Route } from "./+types/route";

export const loader = pageLoader({
  namespaces: ["home"],
  head: () => ({ title: "home.meta.title", description: "home.meta.description" }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

export default function Home() {
  const t = useT();
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-bold">{t("home.hero.title")}</h1>
    </section>
  );
}
