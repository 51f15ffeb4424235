import { headTags } from "#app/seo/head";
import { pageLoader } from "#app/routing/page-loader.server";
import type { Route } from "./+types/route";
import { FiguresBand } from "./figures-band";
import { FinalCta } from "./final-cta";
import { Hero } from "./hero";
import { Pricing } from "./pricing";
import { RolesGrid } from "./roles-grid";
import { StoreBadges } from "./store-badges";
import { TestimonialsPreview } from "./testimonials-preview";
import { TrustBand } from "./trust-band";
import { WhyUs } from "./why-us";
import { StaticPart } from "#app/ui/static-part";
import { featuredTestimonials } from "#core/content/testimonials";
import { homeViewCopy } from "#app/catalog/view-copy.server";
import { homeDesk, homePhone } from "#core/content/product-views/home";
import { roleTops } from "#core/content/product-views/roles";
import { formatFigures } from "#core/content/figures";
import { localeFromPath } from "#core/paths/localize";

const loadPage = pageLoader({
  // The testimonials' copy only when the build shows some (none of today's are real: decision 033).
  namespaces:
    featuredTestimonials.length > 0
      ? ["home", "testimonials", "figures", "views"]
      : ["home", "figures", "views"],
  keep: { views: homeViewCopy },
  head: () => ({ title: "home.meta.title", description: "home.meta.description" }),
});

/**
 * The hero's views and the roles', and the figures as the page's language writes them, travel as the
 * page's data, not in its JavaScript (decision 035).
 */
export function loader(args: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(args.request.url).pathname);
  return {
    ...loadPage(args),
    views: { desk: homeDesk, phone: homePhone, roles: roleTops },
    figures: formatFigures(locale.numberIntl),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

/** The home page (docs/product.md §2): static sections, and only the plan chooser holds state:
 * the rest is kept as prerendered while the page hydrates (StaticPart). */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <StaticPart>
        <Hero desk={loaderData.views.desk} phone={loaderData.views.phone} />
      </StaticPart>
      <div className="below-the-fold">
        <StaticPart>
          <TrustBand />
          <FiguresBand figures={loaderData.figures} />
          <WhyUs />
          <RolesGrid views={loaderData.views.roles} />
          {featuredTestimonials.length > 0 && <TestimonialsPreview />}
        </StaticPart>
        <Pricing />
        <StaticPart>
          <StoreBadges />
          <FinalCta />
        </StaticPart>
      </div>
    </>
  );
}
