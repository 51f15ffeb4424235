import { decreeBands } from "#core/tools/decree-2-23-700";
import { formatMad } from "#core/i18n/numbers";
import { familyKey } from "#core/i18n/keys";
import { useLocale, useT } from "#app/i18n/use-t";

/**
 * What decree 2.23.700 asks of a residence by its yearly budget, as the press reports it (its text
 * was not found: decision 054): one row per band of budget (core/tools/decree-2-23-700.ts). The
 * budget template computes the same from the syndic's own total.
 */
export function DecreeCheck() {
  const t = useT();
  const { numberIntl } = useLocale();
  const mad = (dirhams: number) => formatMad(dirhams, numberIntl);
  return (
    <div data-decree-check className="mt-6 max-w-3xl rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h3 className="text-lg font-bold">{t("tools.templates.decree.title")}</h3>
      <p className="mt-2 text-pretty">{t("tools.templates.decree.intro")}</p>
      <ul className="mt-4 divide-y divide-line">
        {decreeBands().map((band) => (
          <li key={band.id} data-band={band.id} className="py-3 sm:flex sm:gap-6">
            <p className="font-semibold sm:w-64 sm:shrink-0">
              {t(familyKey(`tools.templates.decree.band.${band.id}`), {
                above: mad(band.above),
                upTo: mad(band.upTo ?? band.above),
              })}
            </p>
            <ul className="mt-2 list-disc space-y-1 ps-5 text-sm sm:mt-0">
              {band.obligations.map((obligation) => (
                <li key={obligation}>{t(familyKey(`tools.templates.decree.obligation.${obligation}`))}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted text-pretty">{t("tools.templates.decree.sources")}</p>
    </div>
  );
}
