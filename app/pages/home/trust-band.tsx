import { customerLogos, type CustomerLogo } from "#core/content/customers";
import { figures } from "#core/content/figures";
import { useLocale, useT } from "#app/i18n/use-t";
import { formatNumber } from "#core/i18n/numbers";
import { Band } from "#app/ui/band";

/** Real customers' logos (core/content/customers.ts), each named for screen readers. */
function Logos({ logos }: { logos: readonly CustomerLogo[] }) {
  return (
    <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
      {logos.map((logo) => (
        <li key={logo.file}>
          <img
            src={`/customers/${logo.file}`}
            alt={logo.name}
            loading="lazy"
            className="h-10 w-auto opacity-80"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Under the hero: the customers' logos once the team has some to show; until then, a plain line
 * naming the kinds of residences and managers Urbis serves, which never passes for a logo.
 */
export function TrustBand({ logos = customerLogos }: { logos?: readonly CustomerLogo[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Band labelledBy="home-trust" className="border-y border-line bg-surface" padding="py-10">
      <h2 id="home-trust" className="text-center text-base font-semibold text-muted">
        {t("home.trust.title", { count: formatNumber(figures.properties, locale.numberIntl) })}
      </h2>
      {logos.length > 0 ? (
        <Logos logos={logos} />
      ) : (
        <p className="mx-auto mt-4 max-w-3xl text-center text-lg text-pretty">{t("home.trust.served")}</p>
      )}
    </Band>
  );
}
