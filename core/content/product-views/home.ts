import { at } from "./samples";
import type { ProductView } from "./types";

/**
 * The home page's hero: the manager's dashboard at a desk and, beside it, a resident's phone.
 * Sample data (captioned as such on the page): moments are fixed, in Morocco's time.
 */
export const homeDesk: ProductView = {
  role: "MANAGER",
  label: "views.home.label",
  title: "views.home.desk.title",
  action: "views.home.desk.action",
  nav: "dashboard",
  wide: 1,
  blocks: [
    {
      kind: "stats",
      items: [
        { label: "views.home.desk.stat.collected", value: { mad: 184250 }, tone: "brand" },
        { label: "views.home.desk.stat.open", value: { count: 7 }, tone: "accent" },
        { label: "views.home.desk.stat.rate", value: { percent: 0.92 } },
      ],
    },
    {
      kind: "list",
      heading: "views.home.desk.requests",
      rows: [
        {
          title: "views.home.desk.request.leak",
          meta: {
            key: "views.home.desk.request.leak.meta",
            values: { time: { at: "2026-05-12T08:14:00+01:00", show: "time" } },
          },
          lead: { icon: "wrench" },
          chip: { text: "views.common.status.inProgress", tone: "accent" },
        },
        {
          title: "views.home.desk.request.lift",
          meta: {
            key: "views.home.desk.request.lift.meta",
            values: { time: { at: "2026-05-12T07:52:00+01:00", show: "time" } },
          },
          lead: { icon: "alert" },
          chip: { text: "views.common.status.new", tone: "brand" },
        },
        {
          title: "views.home.desk.request.light",
          meta: {
            key: "views.home.desk.request.light.meta",
            values: { day: { at: "2026-05-11T18:05:00+01:00", show: "day" } },
          },
          lead: { icon: "check" },
          chip: { text: "views.common.status.resolved", tone: "neutral" },
        },
      ],
    },
    {
      kind: "chart",
      heading: "views.home.desk.chart",
      style: "columns",
      points: [
        { label: at("2026-01-15 12:00", "monthShort"), value: 171900 },
        { label: at("2026-02-15 12:00", "monthShort"), value: 176400 },
        { label: at("2026-03-15 12:00", "monthShort"), value: 168200 },
        { label: at("2026-04-15 12:00", "monthShort"), value: 179800 },
        { label: at("2026-05-15 12:00", "monthShort"), value: 184250 },
      ],
    },
  ],
};

export const homePhone: ProductView = {
  role: "RESIDENT",
  label: "views.home.label",
  title: "views.home.phone.title",
  subtitle: "views.home.phone.subtitle",
  blocks: [
    {
      kind: "notifications",
      items: [
        {
          icon: "calendar-check",
          title: "views.home.phone.booking.title",
          body: {
            key: "views.home.phone.booking.body",
            values: {
              day: { at: "2026-05-16T10:00:00+01:00", show: "day" },
              from: { at: "2026-05-16T10:00:00+01:00", show: "time" },
              until: { at: "2026-05-16T12:00:00+01:00", show: "time" },
            },
          },
          time: { at: "2026-05-12T09:12:00+01:00", show: "time" },
        },
      ],
    },
    {
      kind: "list",
      heading: "views.home.phone.mine",
      rows: [
        {
          title: "views.home.desk.request.leak",
          lead: { icon: "wrench" },
          chip: { text: "views.common.status.inProgress", tone: "accent" },
        },
        {
          title: "views.home.phone.charges",
          meta: {
            key: "views.home.phone.charges.meta",
            values: { day: { at: "2026-05-04T11:20:00+01:00", show: "day" } },
          },
          lead: { icon: "file-text" },
          value: { mad: 650 },
        },
      ],
    },
  ],
};
