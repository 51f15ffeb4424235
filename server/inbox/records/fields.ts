import { formatSlotHours, timeSlots } from "#core/forms/demo/time-slots";
import type { InboxKey, Ui } from "../view/inbox-language";
import { contactSubjects, demoRoles, type Kind } from "./kinds";
import type { SubmissionRecord } from "./submissions";

/**
 * What the team reads of a record, field by field, in one place: the detail view shows these
 * fields and the Excel export has one column for each, in the same order.
 */
export type FieldValue = string | number | Date | null;

export type Field = {
  key: InboxKey;
  value: (record: SubmissionRecord, ui: Ui) => FieldValue;
  /** Free text the visitor typed: shown with its line breaks. */
  long?: boolean;
  /** E-mails, phones, codes: always left to right, even in the Arabic inbox. */
  ltr?: boolean;
  /** An instant: shown and exported in Casablanca time. */
  date?: boolean;
};

const label = {
  role: (ui: Ui, role: string) =>
    (demoRoles as readonly string[]).includes(role)
      ? ui.t(`forms.demo.role.${role as (typeof demoRoles)[number]}`)
      : role,
  subject: (ui: Ui, subject: string) =>
    (contactSubjects as readonly string[]).includes(subject)
      ? ui.t(`forms.contact.subject.${subject as (typeof contactSubjects)[number]}`)
      : subject,
  /** "En semaine, le matin (09:00 – 12:00)", as the demo form showed it. */
  slot: (ui: Ui, id: string) => {
    const slot = timeSlots.find((s) => s.id === id);
    return slot ? `${ui.t(`forms.demo.slot.${slot.id}`)} (${formatSlotHours(slot, ui.locale.intl)})` : id;
  },
  /** Plan names are names (Basic, Standard, Premium): not translated. */
  plan: (plan: string | null | undefined) => (plan ? plan.charAt(0).toUpperCase() + plan.slice(1) : null),
};

const head: Field[] = [
  { key: "inbox.field.reference", value: ({ s }) => s.reference, ltr: true },
  { key: "inbox.field.receivedAt", value: ({ s }) => s.createdAt, date: true },
  { key: "inbox.field.status", value: ({ s }, ui) => ui.t(`inbox.status.${s.status}`) },
  { key: "inbox.field.locale", value: ({ s }, ui) => ui.languageName(s.locale) },
];

const tail: Field[] = [
  { key: "inbox.field.updatedAt", value: ({ s }) => s.updatedAt, date: true },
  { key: "inbox.field.consentVersion", value: ({ s }) => s.consentVersion, ltr: true },
  { key: "inbox.field.userAgent", value: ({ s }) => s.userAgent || null, ltr: true },
];

const email: Field = { key: "inbox.field.email", value: ({ s }) => s.email, ltr: true };
const phone: Field = { key: "inbox.field.phone", value: ({ s }) => s.phone, ltr: true };

const byKind: Record<Kind, Field[]> = {
  demo: [
    { key: "inbox.field.firstName", value: ({ demo }) => demo?.firstName ?? null },
    { key: "inbox.field.lastName", value: ({ demo }) => demo?.lastName ?? null },
    email,
    phone,
    { key: "inbox.field.company", value: ({ demo }) => demo?.company ?? null },
    { key: "inbox.field.city", value: ({ demo }) => demo?.city ?? null },
    { key: "inbox.field.country", value: ({ demo }, ui) => (demo ? ui.countryName(demo.country) : null) },
    { key: "inbox.field.role", value: ({ demo }, ui) => (demo ? label.role(ui, demo.role) : null) },
    { key: "inbox.field.size", value: ({ demo }) => demo?.size ?? null },
    { key: "inbox.field.suggestedPlan", value: ({ demo }) => label.plan(demo?.suggestedPlan) },
    { key: "inbox.field.planInterest", value: ({ demo }) => label.plan(demo?.planInterest) },
    {
      key: "inbox.field.preferredLanguage",
      value: ({ demo }, ui) => (demo ? ui.languageName(demo.preferredLanguage) : null),
    },
    {
      key: "inbox.field.timeSlots",
      value: ({ demo }, ui) => demo?.timeSlots.map((slot) => label.slot(ui, slot)).join(" ; ") || null,
    },
    { key: "inbox.field.message", value: ({ demo }) => demo?.message || null, long: true },
  ],
  contact: [
    { key: "inbox.field.name", value: ({ s }) => s.name || null },
    email,
    phone,
    {
      key: "inbox.field.subject",
      value: ({ contact }, ui) => (contact ? label.subject(ui, contact.subject) : null),
    },
    { key: "inbox.field.message", value: ({ contact }) => contact?.message ?? null, long: true },
  ],
  deletion: [
    email,
    phone,
    { key: "inbox.field.reason", value: ({ deletion }) => deletion?.reason || null, long: true },
    { key: "inbox.field.confirmedAt", value: ({ deletion }) => deletion?.confirmedAt ?? null, date: true },
  ],
};

/** A duration in whole seconds, as the team reads it: "1 h 05 min", "12 min 30 s", "45 s". */
function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, "0")} min`;
  return m > 0 ? `${m} min ${String(s).padStart(2, "0")} s` : `${s} s`;
}

/** A lead's visit as stored (a row of lead_attributions) or about to be (core/attribution/schema.ts). */
export type Visit = {
  recordedBy: string;
  pagesSeen: readonly string[];
  visitSeconds?: number | null | undefined;
} & Partial<
  Record<
    | "landingPage"
    | "formPage"
    | "referrerHost"
    | "utmSource"
    | "utmMedium"
    | "utmCampaign"
    | "utmTerm"
    | "utmContent"
    | "tool",
    string | null | undefined
  >
>;

type VisitField = Omit<Field, "value"> & { value: (visit: Visit, ui: Ui) => string | null };

/**
 * Where a lead's visit came from (decision 055), read the same in the inbox (its page, under a
 * heading of its own, and the export's last columns) and in the team's notification e-mail. Paths,
 * hosts and UTM values are shown as recorded.
 */
export const visitValues: VisitField[] = [
  {
    key: "inbox.field.recordedBy",
    value: (visit, ui) => ui.t(`inbox.visit.recordedBy.${visit.recordedBy === "page" ? "page" : "service"}`),
  },
  { key: "inbox.field.landingPage", value: (visit) => visit.landingPage ?? null, ltr: true },
  { key: "inbox.field.referrerHost", value: (visit) => visit.referrerHost ?? null, ltr: true },
  { key: "inbox.field.utmSource", value: (visit) => visit.utmSource ?? null },
  { key: "inbox.field.utmMedium", value: (visit) => visit.utmMedium ?? null },
  { key: "inbox.field.utmCampaign", value: (visit) => visit.utmCampaign ?? null },
  { key: "inbox.field.utmTerm", value: (visit) => visit.utmTerm ?? null },
  { key: "inbox.field.utmContent", value: (visit) => visit.utmContent ?? null },
  { key: "inbox.field.pagesSeen", value: (visit) => visit.pagesSeen.join(" → ") || null, ltr: true },
  { key: "inbox.field.formPage", value: (visit) => visit.formPage ?? null, ltr: true },
  {
    key: "inbox.field.tool",
    value: ({ tool }, ui) =>
      !tool
        ? null
        : (visitTools as readonly string[]).includes(tool)
          ? ui.t(`inbox.visit.tool.${tool as (typeof visitTools)[number]}`)
          : tool,
  },
  {
    key: "inbox.field.visitDuration",
    value: ({ visitSeconds }) =>
      visitSeconds === null || visitSeconds === undefined ? null : duration(visitSeconds),
  },
];

export const visitFields: Field[] = visitValues.map((field) => ({
  ...field,
  value: ({ attribution }, ui) => (attribution ? field.value(attribution, ui) : null),
}));

/** The toolbox's tools the inbox names (core/attribution/schema.ts `toolIds`; a test holds them equal). */
export const visitTools = ["charges-split", "general-assembly", "savings-estimator", "templates"] as const;

/** Whether a queue's records are leads, which record where their visit came from. */
export const hasVisit = (kind: Kind) => kind !== "deletion";

export function fieldsOf(kind: Kind): Field[] {
  return [...head, ...byKind[kind], ...tail, ...(hasVisit(kind) ? visitFields : [])];
}

/** The one-line summary of a record in a list: who, and from where. */
export function summaryOf({ demo, contact }: SubmissionRecord, ui: Ui): string[] {
  if (demo) return [demo.company, demo.city, label.role(ui, demo.role)].filter(Boolean);
  if (contact) return [label.subject(ui, contact.subject)];
  return [];
}

/** The visitor's own words, shortened for a list. */
export function excerptOf({ demo, contact, deletion }: SubmissionRecord): string | null {
  const text = demo?.message ?? contact?.message ?? deletion?.reason ?? null;
  if (!text) return null;
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}…` : flat;
}

export const displayName = ({ s }: SubmissionRecord) => s.name || s.email;
