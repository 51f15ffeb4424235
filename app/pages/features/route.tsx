import { featureCategories, features } from "#core/content/features";
import { copyGroup } from "#app/i18n/copy-group";
import { useT } from "#app/i18n/use-t";
import { metaKeys, pageMeta } from "#app/seo/page-meta";
import { pageLoader } from "#app/routing/page-loader.server";
import { DemoCta } from "#app/ui/demo-cta";
import { PageIntro } from "#app/ui/page-intro";
import { overviewCopy } from "../../catalog/feature-copy.server";
import type { Route } from "./+types/route";
import { FeatureGroup } from "./feature-group";
import { RoleFilter } from "./role-filter";
import { useHydrated } from "#app/ui/use-hydrated";
import { useRoleFilter } from "#app/ui/use-role-filter";
import { StaticPart } from "#app/ui/static-part";

const loadPage = pageLoader({
  namespaces: ["features"],
  keep: { features: overviewCopy },
  head: () => metaKeys("features.overview"),
});

export function loader(args: Route.LoaderArgs) {
  const { messages, head } = loadPage(args);
  return { head, messages };
}

export const meta: Route.MetaFunction = pageMeta;

/** Every feature by category, filterable by role (`?role=SECURITY`); without script, all show. */
export default function FeaturesOverview() {
  const t = useT();
  const [role, setRole] = useRoleFilter();
  const hydrated = useHydrated();
  const shown = role ? features.filter((f) => f.roles.includes(role)) : features;
  return (
    <>
      <StaticPart>
        <PageIntro
          {...copyGroup(t, "features.overview", ["eyebrow", "title", "intro"], { count: features.length })}
        />
      </StaticPart>
      <RoleFilter value={role} onChange={setRole} count={shown.length} enabled={hydrated} />
      <div className="container-page">
        {featureCategories.map((category) => {
          const inCategory = shown.filter((f) => f.category === category);
          return (
            inCategory.length > 0 && <FeatureGroup key={category} category={category} features={inCategory} />
          );
        })}
      </div>
      <StaticPart>
        <DemoCta
          layout="beside"
          {...copyGroup(t, "features.overview.cta", ["title", "body"])}
          demoLabel={t("features.template.cta.button")}
        />
      </StaticPart>
    </>
  );
}
