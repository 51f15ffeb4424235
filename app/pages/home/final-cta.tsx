import { useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import { LocalLink } from "#app/ui/local-link";
import { ZelligeMotif } from "#app/ui/zellige-motif";

/** The last word: a deep teal panel, the same in both themes (white on #084f48 is about 9:1). */
export function FinalCta() {
  const t = useT();
  return (
    <section aria-labelledby="home-cta" className="container-page mt-16">
      <div className="relative overflow-hidden rounded-3xl bg-[#084f48] px-6 py-14 text-center text-white sm:px-10 md:py-20">
        <ZelligeMotif className="opacity-10" />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="home-cta" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("home.cta.title")}
          </h2>
          <p className="mt-4 text-lg text-pretty">{t("home.cta.body")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LocalLink
              to="/core/demo"
              className="btn bg-white px-6 text-lg text-[#084f48] hover:bg-[#ddefeb] focus-visible:outline-white"
            >
              {t("home.cta.primary")}
              <Icon name="arrow-right" flip className="size-5" />
            </LocalLink>
            <LocalLink
              to="/core/company/contact-us"
              className="btn border border-white/80 px-6 text-lg text-white hover:bg-white/10 focus-visible:outline-white"
            >
              {t("home.cta.secondary")}
            </LocalLink>
          </div>
        </div>
      </div>
    </section>
  );
}
