import type { FeatureSlug } from "../features";
import { at, count, mad } from "./samples";
import type { ProductView, Row, ViewKey } from "./types";

const folder = (title: ViewKey, files: number): Row => ({
  title,
  meta: { key: "views.document-library.files", values: { count: count(files) } },
  lead: { icon: "folder" },
});

const added = (title: Row["title"], day: string, isNew = false): Row => ({
  title,
  meta: { key: "views.document-library.added", values: { day: at(day, "day") } },
  lead: { icon: "file-text" },
  ...(isNew ? { chip: { text: "views.document-library.new", tone: "brand" } } : {}),
});

/** The views of the documents and reports features (sample data, captioned as such on the page). */
export const documentsViews: Partial<Record<FeatureSlug, ProductView>> = {
  "document-library": {
    role: "OWNER",
    label: "views.document-library.label",
    title: "views.document-library.title",
    blocks: [
      {
        kind: "list",
        heading: "views.document-library.folders",
        rows: [
          folder("views.document-library.meetings", 14),
          folder("views.document-library.accounts", 23),
          folder("views.document-library.contracts", 11),
        ],
      },
      {
        kind: "list",
        heading: "views.document-library.latest",
        rows: [
          added(
            { key: "views.document-library.minutes", values: { date: at("2026-04-25 10:00", "date") } },
            "2026-05-08 18:00",
            true,
          ),
          added("views.document-library.budget", "2026-04-30 12:00"),
          added("views.document-library.insurance", "2026-04-02 12:00"),
        ],
      },
    ],
  },
  "reports-exports": {
    role: "SYNDIC",
    label: "views.reports-exports.label",
    title: "views.reports-exports.title",
    subtitle: "views.reports-exports.subtitle",
    action: "views.reports-exports.action",
    nav: "documents",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "views.reports-exports.stat.called", value: mad(1108800) },
          { label: "views.reports-exports.stat.collected", value: mad(1022450), tone: "brand" },
          { label: "views.reports-exports.stat.arrears", value: mad(86350), tone: "accent" },
        ],
      },
      {
        kind: "chart",
        heading: "views.reports-exports.chart",
        style: "columns",
        points: [
          { label: at("2025-12-15 12:00", "monthShort"), value: 158300 },
          { label: at("2026-01-15 12:00", "monthShort"), value: 171900 },
          { label: at("2026-02-15 12:00", "monthShort"), value: 176400 },
          { label: at("2026-03-15 12:00", "monthShort"), value: 168200 },
          { label: at("2026-04-15 12:00", "monthShort"), value: 179800 },
          { label: at("2026-05-15 12:00", "monthShort"), value: 184250 },
        ],
      },
      {
        kind: "list",
        heading: "views.reports-exports.byBuilding",
        rows: (
          [
            ["views.reports-exports.buildingA", 4, 31200],
            ["views.reports-exports.buildingB", 7, 42650],
            ["views.reports-exports.buildingC", 3, 12500],
          ] as const
        ).map(([title, lots, amount]) => ({
          title,
          meta: { key: "views.reports-exports.lots", values: { count: count(lots) } },
          lead: { icon: "building" },
          value: mad(amount),
        })),
      },
    ],
  },
  "electronic-consents": {
    role: "RESIDENT",
    label: "views.electronic-consents.label",
    title: "views.electronic-consents.title",
    blocks: [
      {
        kind: "list",
        heading: "views.electronic-consents.steps",
        rows: (["front", "back", "photo"] as const).map((step) => ({
          title: `views.electronic-consents.${step}` as const,
          meta: {
            key: "views.electronic-consents.sent",
            values: { day: at("2026-05-12 09:20", "day"), time: at("2026-05-12 09:20", "time") },
          },
          lead: { icon: step === "photo" ? "user" : "id-card" },
          chip: { text: "views.electronic-consents.received", tone: "brand" },
        })),
      },
      {
        kind: "list",
        rows: [
          {
            title: "views.electronic-consents.review",
            meta: "views.electronic-consents.review.meta",
            lead: { icon: "shield" },
            chip: { text: "views.common.status.inProgress", tone: "accent" },
          },
        ],
      },
      {
        kind: "form",
        fields: [
          {
            label: "views.electronic-consents.consent",
            value: "views.electronic-consents.consent.value",
            chip: { text: "views.electronic-consents.given", tone: "brand" },
          },
        ],
        action: "views.electronic-consents.done",
      },
    ],
  },
  "digital-file-reader": {
    role: "RESIDENT",
    label: "views.digital-file-reader.label",
    title: "views.digital-file-reader.title",
    subtitle: { key: "views.digital-file-reader.subtitle", values: { page: count(7), pages: count(24) } },
    blocks: [
      {
        kind: "list",
        rows: [
          {
            title: "views.digital-file-reader.article",
            body: "views.digital-file-reader.text",
            lead: { icon: "file-text" },
          },
        ],
      },
      {
        kind: "list",
        heading: "views.digital-file-reader.contents",
        rows: (
          [
            ["views.digital-file-reader.ch1", 2],
            ["views.digital-file-reader.ch2", 7],
            ["views.digital-file-reader.ch3", 13],
          ] as const
        ).map(([title, page]) => ({
          title,
          value: { key: "views.digital-file-reader.page", values: { page: count(page) } },
        })),
      },
    ],
  },
};
