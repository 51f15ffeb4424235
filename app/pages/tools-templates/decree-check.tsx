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
      <table className="mt-4 w-full text-start text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pe-4 text-start font-semibold">
              {t("tools.templates.decree.budget")}
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              {t("tools.templates.decree.applies")}
            </th>
          </tr>
        </thead>
        <tbody>
          {decreeBands().map((band) => (
            <tr key={band.id} data-band={band.id} className="border-b border-line align-top last:border-0">
              <th scope="row" className="py-3 pe-4 text-start font-semibold whitespace-nowrap">
                {t(familyKey(`tools.templates.decree.band.${band.id}`), {
                  above: mad(band.above),
                  upTo: mad(band.upTo ?? band.above),
                })}
              </th>
              <td className="py-3">
                <ul className="list-disc space-y-1 ps-5">
                  {band.obligations.map((obligation) => (
                    <li key={obligation}>
                      {t(familyKey(`tools.templates.decree.obligation.${obligation}`))}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-muted text-pretty">{t("tools.templates.decree.sources")}</p>
    </div>
  );
}
