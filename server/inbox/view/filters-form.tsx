import { localeCodes } from "#core/i18n/locales";
import { filterNames, type Filters } from "../records/filters";
import { contactSubjects, demoRoles, planIds, queueStatuses, type Kind } from "../records/kinds";
import type { InboxKey, Ui } from "./inbox-language";

type Option = { value: string; label: string };

/** The filters that choose among a field's values: each one's label and its options, named in `ui`'s language. */
const choices = {
  status: {
    label: "inbox.status.label",
    options: (ui: Ui) => queueStatuses.map((s) => ({ value: s, label: ui.t(`inbox.status.${s}`) })),
  },
  locale: {
    label: "inbox.filters.locale",
    options: (ui: Ui) => localeCodes.map((code) => ({ value: code, label: ui.languageName(code) })),
  },
  delivery: {
    label: "inbox.filters.delivery",
    options: (ui: Ui) => [{ value: "failed", label: ui.t("inbox.filters.deliveryFailed") }],
  },
  role: {
    label: "inbox.filters.role",
    options: (ui: Ui) => demoRoles.map((r) => ({ value: r, label: ui.t(`forms.demo.role.${r}`) })),
  },
  plan: {
    label: "inbox.filters.plan",
    options: () => planIds.map((p) => ({ value: p, label: p.charAt(0).toUpperCase() + p.slice(1) })),
  },
  subject: {
    label: "inbox.filters.subject",
    options: (ui: Ui) =>
      contactSubjects.map((s) => ({ value: s, label: ui.t(`forms.contact.subject.${s}`) })),
  },
} as const satisfies Record<string, { label: InboxKey; options: (ui: Ui) => Option[] }>;

/** The filters some queues have only, in the order they are shown. */
const queueChoices = ["role", "plan", "subject"] as const;

/** Where a lead's visit came from (decision 055): part of its UTM source, campaign, landing page. */
const visitFilters = ["source", "campaign", "landing"] as const;

/** A filter choosing one of a field's values, or any. */
function Choice({ ui, name, filters }: { ui: Ui; name: keyof typeof choices; filters: Filters }) {
  const { label, options } = choices[name];
  return (
    <label className="ib-field">
      {ui.t(label)}
      <select name={name} defaultValue={filters[name] ?? ""}>
        <option value="">{ui.t("inbox.filters.any")}</option>
        {options(ui).map((option) => (
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
      <Choice ui={ui} name="status" filters={filters} />
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
      <Choice ui={ui} name="locale" filters={filters} />
      <Choice ui={ui} name="delivery" filters={filters} />
    </>
  );
}

/**
 * The filters on fields only some queues have (city, role, plan, subject, the visit's source,
 * campaign and landing page): those `offered`.
 */
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
        .filter((name) => offered.has(name))
        .map((name) => (
          <Choice key={name} ui={ui} name={name} filters={filters} />
        ))}
      {visitFilters
        .filter((name) => offered.has(name))
        .map((name) => (
          <label key={name} className="ib-field">
            {t(`inbox.filters.${name}`)}
            <input type="text" name={name} defaultValue={filters[name]} dir="auto" />
          </label>
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
