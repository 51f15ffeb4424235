import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";

/** The closing call to action of the feature pages and the overview: book a demo. */
export function DemoCall({
  title,
  body,
  showAllFeatures = false,
}: {
  title: string;
  body: string;
  showAllFeatures?: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="demo-call-title" className="container-page pt-14 md:pt-20">
      <div className="rounded-3xl bg-brand-soft px-6 py-10 sm:px-10 md:flex md:items-center md:justify-between md:gap-10">
        <div className="max-w-2xl">
          <h2 id="demo-call-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-pretty">{body}</p>
        </div>
        <div className="mt-6 flex shrink-0 flex-wrap items-center gap-x-6 gap-y-3 md:mt-0 md:flex-col md:items-end">
          <LocalLink to="/core/demo" className="btn btn-primary">
            {t("features.template.cta.button")}
          </LocalLink>
          {showAllFeatures && (
            <LocalLink
              to="/core/features"
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-strong underline-offset-4 hover:underline"
            >
              {t("features.template.cta.allFeatures")} <Icon name="arrow-right" flip className="size-4" />
            </LocalLink>
          )}
        </div>
      </div>
    </section>
  );
}
