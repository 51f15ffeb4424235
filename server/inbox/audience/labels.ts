import type { InboxKey, Ui } from "../view/inbox-language";
import type { Dimension, EventRow } from "./figures";

/**
 * How the Audience page names what the counts hold: codes (a language, a device class, an event)
 * in the inbox's language, paths and hosts as they are (they read left to right), and '' — none —
 * in words.
 */
const devices = ["phone", "tablet", "desktop"];
const events = [
  "tool_used",
  "template_downloaded",
  "calendar_exported",
  "estimator_used",
  "form_started",
  "form_sent",
  "demo_booked",
  "language_changed",
  "whatsapp_followed",
];
const tools = ["charges-split", "general-assembly", "savings-estimator", "templates"];
const forms = ["demo", "contact", "deletion"];

export type Label = { text: string; ltr?: boolean };

export function pageLabel(ui: Ui, path: string): Label {
  return path ? { text: path, ltr: true } : { text: ui.t("inbox.audience.none") };
}

export function languageLabel(ui: Ui, code: string): Label {
  return code ? { text: ui.languageName(code) } : { text: ui.t("inbox.audience.none") };
}

export function sourceLabel(ui: Ui, source: string): Label {
  return source ? { text: source, ltr: true } : { text: ui.t("inbox.audience.direct") };
}

export function campaignLabel(ui: Ui, campaign: string): Label {
  return campaign ? { text: campaign, ltr: true } : { text: ui.t("inbox.audience.noCampaign") };
}

export function deviceLabel(ui: Ui, device: string): Label {
  return devices.includes(device)
    ? { text: ui.t(`inbox.audience.device.${device}` as InboxKey) }
    : { text: device || ui.t("inbox.audience.none"), ltr: !!device };
}

export function toolLabel(ui: Ui, tool: string): Label {
  return tools.includes(tool)
    ? { text: ui.t(`inbox.audience.tool.${tool}` as InboxKey) }
    : { text: tool, ltr: true };
}

export function eventLabel(ui: Ui, event: string): string {
  return events.includes(event) ? ui.t(`inbox.audience.event.${event}` as InboxKey) : event;
}

/** An event and its detail (a tool, a form, a template) as one line. */
export function eventRowLabel(ui: Ui, row: EventRow): Label {
  const name = eventLabel(ui, row.event);
  if (!row.detail) return { text: name };
  const detail = tools.includes(row.detail)
    ? toolLabel(ui, row.detail).text
    : forms.includes(row.detail)
      ? ui.t(`inbox.nav.${row.detail}` as InboxKey)
      : row.detail;
  return { text: ui.t("inbox.audience.eventDetail", { event: name, detail }) };
}

/** A line of the path to a lead, named by its dimension; '' is "none or not recorded". */
export function pathLabel(ui: Ui, dimension: Dimension, key: string): Label {
  if (!key) return { text: ui.t(`inbox.audience.path.none.${dimension}` as InboxKey) };
  if (dimension === "language") return languageLabel(ui, key);
  return { text: key, ltr: true };
}
