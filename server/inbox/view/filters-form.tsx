import { localeCodes } from "#core/i18n/locales";
import { filterNames, type Filters } from "../records/filters";
import { contactSubjects, demoRoles, planIds, queueStatuses, type Kind } from "../records/kinds";
import type { Ui } from "./inbox-language";

function Choice({
  label,
  name,
  value,
  options,
  ui,
}: {
  label: string;
  name: keyof Filters;
  value: string | undefined;
  options: { value: string; label: string }[];
  ui: Ui;
}) {
  return (
    <label className="ib-field">
      {label}
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{ui.t("inbox.filters.any")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The filters every queue offers: search, status, period, language and failed deliveries. */
function CommonFilters({ ui, filters }: { ui: Ui; filters: Filters }) {
  const { t } = ui;
  return (
    <>
      <label className="ib-field ib-wide">
        {t("inbox.filters.search")}
        <input type="search" name="q" defaultValue={filters.q} aria-describedby="search-hint" />
        <span className="ib-hint" id="search-hint">
          {t("inbox.filters.searchHint")}
        </span>
      </label>
      <Choice
        ui={ui}
        label={t("inbox.status.label")}
        name="status"
        value={filters.status}
        options={queueStatuses.map((s) => ({ value: s, label: t(`inbox.status.${s}`) }))}
      />
      <fieldset className="ib-period">
        <legend>{t("inbox.filters.period")}</legend>
        <label className="ib-field">
          {t("inbox.filters.from")}
          <input type="date" name="from" defaultValue={filters.from} />
        </label>
        <label className="ib-field">
          {t("inbox.filters.to")}
          <input type="date" name="to" defaultValue={filters.to} />
        </label>
      </fieldset>
      <Choice
        ui={ui}
        label={t("inbox.filters.locale")}
        name="locale"
        value={filters.locale}
        options={localeCodes.map((code) => ({ value: code, label: ui.languageName(code) }))}
      />
      <Choice
        ui={ui}
        label={t("inbox.filters.delivery")}
        name="delivery"
        value={filters.delivery}
        options={[{ value: "failed", label: t("inbox.filters.deliveryFailed") }]}
      />
    </>
  );
}

/** The filters on fields only some queues have, each a choice among the field's values. */
const queueChoices = [
  {
    name: "role",
    options: (t: Ui["t"]) => demoRoles.map((r) => ({ value: r, label: t(`forms.demo.role.${r}`) })),
  },
  {
    name: "plan",
    options: () => planIds.map((p) => ({ value: p, label: p.charAt(0).toUpperCase() + p.slice(1) })),
  },
  {
    name: "subject",
    options: (t: Ui["t"]) =>
      contactSubjects.map((s) => ({ value: s, label: t(`forms.contact.subject.${s}`) })),
  },
] as const;

/** The filters on fields only some queues have (city, role, plan, subject): those `offered`. */
function QueueFilters({ ui, offered, filters }: { ui: Ui; offered: Set<keyof Filters>; filters: Filters }) {
  const { t } = ui;
  return (
    <>
      {offered.has("city") ? (
        <label className="ib-field">
          {t("inbox.filters.city")}
          <input type="text" name="city" defaultValue={filters.city} />
        </label>
      ) : null}
      {queueChoices
        .filter(({ name }) => offered.has(name))
        .map(({ name, options }) => (
          <Choice
            key={name}
            ui={ui}
            label={t(`inbox.filters.${name}`)}
            name={name}
            value={filters[name]}
            options={options(t)}
          />
        ))}
    </>
  );
}

/** GET form: a filtered list has its own URL, which the export and the paging reuse. */
export function FiltersForm({ ui, kind, filters }: { ui: Ui; kind: Kind; filters: Filters }) {
  const { t } = ui;
  const offered = new Set(filterNames(kind));
  const active = [...offered].some((name) => filters[name] !== undefined);
  return (
    <details className="ib-card ib-filters" open={active}>
      <summary>{t("inbox.filters.title")}</summary>
      <form method="get" action={`/inbox/${kind}`} role="search">
        <div className="ib-filter-grid">
          <CommonFilters ui={ui} filters={filters} />
          <QueueFilters ui={ui} offered={offered} filters={filters} />
        </div>
        <div className="ib-actions">
          <button type="submit" className="ib-button">
            {t("inbox.filters.apply")}
          </button>
          <a href={`/inbox/${kind}`}>{t("inbox.filters.reset")}</a>
        </div>
      </form>
    </details>
  );
}
