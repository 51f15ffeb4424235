import type { FeatureSlug } from "../features";
import { at, count, mad } from "./samples";
import type { ProductView } from "./types";

/** The views of the operations features (sample data, captioned as such on the page). */
export const operationsViews: Partial<Record<FeatureSlug, ProductView>> = {
  "service-requests": {
    role: "RESIDENT",
    label: "views.service-requests.label",
    title: "views.service-requests.title",
    subtitle: { key: "views.service-requests.subtitle", values: { day: at("2026-05-12 08:14", "day") } },
    blocks: [
      {
        kind: "form",
        fields: [
          {
            label: "views.service-requests.type",
            value: "views.service-requests.type.value",
            chip: { text: "views.service-requests.urgent", tone: "accent" },
          },
          { label: "views.service-requests.place", value: "views.service-requests.place.value" },
          { label: "views.service-requests.photo", value: "views.service-requests.photo.value" },
        ],
        action: "views.service-requests.add",
      },
      {
        kind: "list",
        heading: "views.service-requests.progress",
        rows: [
          {
            title: "views.service-requests.received",
            meta: at("2026-05-12 08:14", "time"),
            lead: { icon: "check" },
          },
          {
            title: "views.service-requests.assigned",
            meta: at("2026-05-12 08:31", "time"),
            lead: { icon: "user" },
          },
          {
            title: { key: "views.service-requests.visit", values: { time: at("2026-05-12 10:30", "time") } },
            lead: { icon: "wrench" },
            chip: { text: "views.common.status.inProgress", tone: "accent" },
          },
        ],
      },
    ],
  },
  "service-providers": {
    role: "MANAGER",
    label: "views.service-providers.label",
    title: "views.service-providers.title",
    action: "views.service-providers.action",
    nav: "requests",
    wide: 2,
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "views.service-providers.stat.count", value: count(14) },
          { label: "views.service-providers.stat.visits", value: count(23), tone: "brand" },
          { label: "views.service-providers.stat.spent", value: mad(38600), tone: "accent" },
        ],
      },
      {
        kind: "list",
        heading: "views.service-providers.list",
        rows: [
          {
            title: "views.service-providers.plumbing",
            meta: {
              key: "views.service-providers.plumbing.meta",
              values: { date: at("2026-12-31 12:00", "date") },
            },
            lead: { icon: "wrench" },
            chip: {
              text: { key: "views.service-providers.next", values: { day: at("2026-05-12 10:30", "day") } },
              tone: "brand",
            },
          },
          {
            title: "views.service-providers.lifts",
            meta: "views.service-providers.lifts.meta",
            lead: { icon: "layers" },
            chip: {
              text: { key: "views.service-providers.next", values: { day: at("2026-06-02 09:00", "day") } },
              tone: "neutral",
            },
          },
          {
            title: "views.service-providers.cleaning",
            meta: {
              key: "views.service-providers.cleaning.meta",
              values: { from: at("2026-05-12 07:00", "time"), until: at("2026-05-12 11:00", "time") },
            },
            lead: { icon: "sparkles" },
            chip: { text: "views.service-providers.today", tone: "brand" },
          },
        ],
      },
    ],
  },
  "preventive-maintenance": {
    role: "MANAGER",
    label: "views.preventive-maintenance.label",
    title: "views.preventive-maintenance.title",
    action: "views.preventive-maintenance.action",
    nav: "requests",
    wide: 0,
    blocks: [
      { kind: "calendar", month: "2026-06", marked: [2, 9, 15, 23], selected: 2 },
      {
        kind: "list",
        heading: "views.preventive-maintenance.list",
        rows: [
          {
            title: "views.preventive-maintenance.lifts",
            meta: {
              key: "views.preventive-maintenance.lifts.meta",
              values: { day: at("2026-06-02 09:00", "day") },
            },
            chip: { text: "views.preventive-maintenance.planned", tone: "brand" },
          },
          {
            title: "views.preventive-maintenance.extinguishers",
            meta: {
              key: "views.preventive-maintenance.extinguishers.meta",
              values: { day: at("2026-06-09 10:00", "day") },
            },
            chip: { text: "views.preventive-maintenance.planned", tone: "brand" },
          },
          {
            title: "views.preventive-maintenance.pump",
            meta: {
              key: "views.preventive-maintenance.pump.meta",
              values: { day: at("2026-05-28 10:00", "day") },
            },
            chip: { text: "views.preventive-maintenance.late", tone: "accent" },
          },
          {
            title: "views.preventive-maintenance.tank",
            meta: {
              key: "views.preventive-maintenance.tank.meta",
              values: { day: at("2026-06-23 08:00", "day") },
            },
            chip: { text: "views.preventive-maintenance.planned", tone: "brand" },
          },
        ],
      },
    ],
  },
  "customer-support-24-7": {
    role: "RESIDENT",
    label: "views.customer-support-24-7.label",
    title: "views.customer-support-24-7.title",
    subtitle: "views.customer-support-24-7.subtitle",
    blocks: [
      {
        kind: "chat",
        messages: [
          {
            author: "views.common.person.youssef",
            text: "views.customer-support-24-7.question",
            time: at("2026-05-11 21:14", "time"),
            mine: true,
          },
          {
            author: "views.customer-support-24-7.agent",
            text: "views.customer-support-24-7.answer",
            time: at("2026-05-11 21:15", "time"),
          },
        ],
      },
      {
        kind: "list",
        rows: [
          {
            title: {
              key: "views.customer-support-24-7.file",
              values: { date: at("2026-04-25 10:00", "date") },
            },
            meta: "views.customer-support-24-7.file.meta",
            lead: { icon: "file-text" },
          },
        ],
      },
      {
        kind: "chat",
        messages: [
          {
            author: "views.common.person.youssef",
            text: "views.customer-support-24-7.thanks",
            time: at("2026-05-11 21:16", "time"),
            mine: true,
          },
        ],
      },
    ],
  },
  "demo-requests": {
    role: "MANAGER",
    label: "views.demo-requests.label",
    title: "views.demo-requests.title",
    subtitle: "views.demo-requests.subtitle",
    action: "views.demo-requests.action",
    nav: "bookings",
    wide: 2,
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "views.demo-requests.stat.new", value: count(4), tone: "accent" },
          { label: "views.demo-requests.stat.week", value: count(11), tone: "brand" },
          { label: "views.demo-requests.stat.confirmed", value: count(9) },
        ],
      },
      {
        kind: "list",
        heading: "views.demo-requests.list",
        rows: [
          {
            title: "views.common.person.nadia",
            meta: {
              key: "views.demo-requests.nadia.meta",
              values: { when: at("2026-05-14 17:30", "dayTime") },
            },
            lead: "initial",
            chip: { text: "views.demo-requests.confirmed", tone: "brand" },
          },
          {
            title: "views.common.person.omar",
            meta: {
              key: "views.demo-requests.omar.meta",
              values: { when: at("2026-05-16 11:00", "dayTime") },
            },
            lead: "initial",
            chip: { text: "views.demo-requests.assigned", tone: "neutral" },
          },
          {
            title: "views.common.person.fatimaZahra",
            meta: "views.demo-requests.fatima.meta",
            lead: "initial",
            chip: { text: "views.demo-requests.new", tone: "accent" },
          },
        ],
      },
    ],
  },
};
