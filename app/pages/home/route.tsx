import { headTags } from "#app/routing/head";
import { pageLoader } from "#app/routing/page.server";
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

export const loader = pageLoader({
  namespaces: ["home", "testimonials"],
  head: () => ({ title: "home.meta.title", description: "home.meta.description" }),
});

export const meta: Route.MetaFunction = ({ loaderData }) => headTags(loaderData?.head);

/** The home page (DESIGN.md §4): static sections, and only the plan chooser holds state. */
export default function Home() {
  return (
    <>
      <Hero />
      <div className="below-the-fold">
        <TrustBand />
        <FiguresBand />
        <WhyUs />
        <RolesGrid />
        <TestimonialsPreview />
        <Pricing />
        <StoreBadges />
        <FinalCta />
      </div>
    </>
  );
}
