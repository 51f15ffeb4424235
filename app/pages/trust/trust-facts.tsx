import { site, type Subprocessor } from "#core/content/site";
import type { MessageKey } from "#core/i18n/keys";
import { useLocale, useT } from "#app/i18n/use-t";

type Row = { label: MessageKey; value: string; ltr?: boolean };

/** Label and value pairs; the component is left out when none of its settings is set. */
function Facts({ rows }: { rows: Row[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {rows.map(({ label, value, ltr }) => (
        <div
          key={label}
          className="grid gap-1 px-5 py-3 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] sm:gap-6"
        >
          <dt className="text-sm text-muted">{t(label)}</dt>
          <dd className="font-semibold break-words">
            {/* References read left to right inside Arabic; names and addresses keep their own direction. */}
            {ltr ? <span dir="ltr">{value}</span> : <bdi>{value}</bdi>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Who the company is and its Law 09-08 references: only the ones whose setting is set, never a
 * placeholder (decision 033).
 */
export function CompanyFacts() {
  const locale = useLocale();
  const { legal, contact } = site;
  const rows: Row[] = [];
  if (legal.entity) rows.push({ label: "trust.law.entity", value: legal.entity });
  if (legal.rc) rows.push({ label: "trust.law.rc", value: legal.rc });
  if (legal.ice) rows.push({ label: "trust.law.ice", value: legal.ice, ltr: true });
  if (contact.address) rows.push({ label: "trust.law.address", value: contact.address[locale.code] });
  if (legal.cndp) rows.push({ label: "trust.law.cndp", value: legal.cndp, ltr: true });
  if (legal.transferAuthorisation)
    rows.push({ label: "trust.law.transferAuthorisation", value: legal.transferAuthorisation, ltr: true });
  return <Facts rows={rows} />;
}

/** A country's name in the page's language, from its ISO code: no list of names to keep. */
function useCountryName(): (code: string) => string {
  const locale = useLocale();
  const names = new Intl.DisplayNames([locale.intl], { type: "region" });
  return (code) => names.of(code) ?? code;
}

/** Where the service runs, when it is set. */
export function HostingCountry() {
  const countryName = useCountryName();
  const { country } = site.hosting;
  return <Facts rows={country ? [{ label: "trust.hosting.country", value: countryName(country) }] : []} />;
}

/** The subprocessors set in URBIS_PUBLIC_SUBPROCESSORS; nothing when the list is empty. */
export function SubprocessorTable({
  subprocessors = site.hosting.subprocessors,
}: {
  subprocessors?: Subprocessor[];
}) {
  const t = useT();
  const countryName = useCountryName();
  if (subprocessors.length === 0) return null;
  const cell = "px-4 py-3 text-start";
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
      <table className="w-full text-sm">
        <caption className="px-4 pt-3 text-start font-semibold">{t("trust.hosting.table.caption")}</caption>
        <thead className="text-muted">
          <tr className="border-b border-line">
            <th scope="col" className={`${cell} font-medium`}>
              {t("trust.hosting.table.name")}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t("trust.hosting.table.service")}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t("trust.hosting.table.country")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {subprocessors.map(({ name, service, country }) => (
            <tr key={`${name}-${service}`}>
              <th scope="row" className={`${cell} font-semibold`}>
                <bdi>{name}</bdi>
              </th>
              <td className={cell}>{t(`trust.hosting.service.${service}`)}</td>
              <td className={cell}>{countryName(country)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the company says the availability figure rests on (`BASIS_UPTIME`, decision 053), once set. */
export function UptimeBasis() {
  const t = useT();
  const { code } = useLocale();
  const basis = site.figureBases.uptime[code];
  if (basis === undefined) return null;
  return (
    <p data-basis className="text-pretty">
      {t("figures.basis", { basis })}
    </p>
  );
}
