import { chip, columns, date, day, desk, featureViews, field, form, list, monthly, msg } from "./build";
import { phone, row, stats, status, time } from "./build";
import { count } from "./samples";
import type { Row, Text, ViewKey } from "./types";

const folder = (title: ViewKey, files: number): Row =>
  row(title, { meta: msg("views.document-library.files", { count: count(files) }), icon: "folder" });

const added = (title: Text, moment: string, isNew = false): Row =>
  row(title, {
    meta: msg("views.document-library.added", day(moment)),
    icon: "file-text",
    chip: isNew ? chip("views.document-library.new", "brand") : undefined,
  });

/** The views of the documents and reports features (sample data, captioned as such on the page). */
export const documentsViews = featureViews({
  "document-library": (k) =>
    phone("OWNER", [
      list(k("folders"), [folder(k("meetings"), 14), folder(k("accounts"), 23), folder(k("contracts"), 11)]),
      list(k("latest"), [
        added(msg(k("minutes"), date("2026-04-25 10:00")), "2026-05-08 18:00", true),
        added(k("budget"), "2026-04-30 12:00"),
        added(k("insurance"), "2026-04-02 12:00"),
      ]),
    ]),
  "reports-exports": (k) =>
    desk("SYNDIC", "documents", { subtitle: k("subtitle"), action: k("action") }, [
      stats(k, ["received", count(126)], ["resolved", count(117), "brand"], ["open", count(9), "accent"]),
      columns(k("chart"), monthly("2025-12", [18, 24, 21, 19, 23, 21])),
      list(
        k("byBuilding"),
        (
          [
            [k("buildingA"), 2, 41],
            [k("buildingB"), 5, 52],
            [k("buildingC"), 2, 33],
          ] as const
        ).map(([title, open, received]) =>
          row(title, {
            meta: msg(k("open"), { count: count(open) }),
            icon: "building",
            value: msg(k("received"), { count: count(received) }),
          }),
        ),
      ),
    ]),
  "electronic-consents": (k) =>
    phone("RESIDENT", [
      list(
        k("steps"),
        (["front", "back", "photo"] as const).map((step) =>
          row(k(step), {
            meta: msg(k("sent"), { ...day("2026-05-12 09:20"), ...time("2026-05-12 09:20") }),
            icon: step === "photo" ? "user" : "id-card",
            chip: chip(k("received"), "brand"),
          }),
        ),
      ),
      list([
        row(k("review"), {
          meta: k("review.meta"),
          icon: "shield",
          chip: status("inProgress", "accent"),
        }),
      ]),
      form([field(k("consent"), k("consent.value"), chip(k("given"), "brand"))], k("done")),
    ]),
  "digital-file-reader": (k) =>
    phone("RESIDENT", { subtitle: msg(k("subtitle"), { page: count(7), pages: count(24) }) }, [
      list([row(k("article"), { body: k("text"), icon: "file-text" })]),
      list(
        k("contents"),
        (
          [
            [k("ch1"), 2],
            [k("ch2"), 7],
            [k("ch3"), 13],
          ] as const
        ).map(([title, page]) => row(title, { value: msg(k("page"), { page: count(page) }) })),
      ),
    ]),
});
