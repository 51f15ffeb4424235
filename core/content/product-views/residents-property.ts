import type { FeatureSlug } from "../features";
import { at, count, mad, percent } from "./samples";
import type { ProductView, Row, ViewKey } from "./types";

const residence = (name: ViewKey, lots: number, share: number, requests: number): Row => ({
  title: name,
  meta: {
    key: "views.portfolio-management.residence.meta",
    values: { lots: count(lots), share: percent(share) },
  },
  lead: { icon: "building" },
  value: { key: "views.portfolio-management.requests", values: { count: count(requests) } },
});

/** The views of the residents and property features (sample data, captioned as such on the page). */
export const residentsPropertyViews: Partial<Record<FeatureSlug, ProductView>> = {
  "resident-management": {
    role: "MANAGER",
    label: "views.resident-management.label",
    title: "views.resident-management.title",
    action: "views.resident-management.action",
    nav: "residents",
    wide: 2,
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "views.resident-management.stat.residents", value: count(412) },
          { label: "views.resident-management.stat.arrivals", value: count(6), tone: "brand" },
          { label: "views.resident-management.stat.pending", value: count(3), tone: "accent" },
        ],
      },
      {
        kind: "list",
        heading: "views.resident-management.list",
        rows: [
          {
            title: "views.common.person.salma",
            meta: "views.resident-management.salma.meta",
            lead: "initial",
            chip: { text: "views.resident-management.verified", tone: "brand" },
          },
          {
            title: "views.common.person.mehdi",
            meta: {
              key: "views.resident-management.mehdi.meta",
              values: { day: at("2026-05-01 12:00", "day") },
            },
            lead: "initial",
            chip: { text: "views.resident-management.toCheck", tone: "accent" },
          },
          {
            title: "views.common.person.khadija",
            meta: {
              key: "views.resident-management.khadija.meta",
              values: { day: at("2026-05-31 12:00", "day") },
            },
            lead: "initial",
            chip: { text: "views.resident-management.leaving", tone: "neutral" },
          },
          {
            title: "views.common.person.amina",
            meta: "views.resident-management.amina.meta",
            lead: "initial",
            chip: { text: "views.resident-management.verified", tone: "brand" },
          },
        ],
      },
    ],
  },
  "owner-management": {
    role: "OWNER",
    label: "views.owner-management.label",
    title: "views.owner-management.title",
    subtitle: "views.common.person.karim",
    blocks: [
      {
        kind: "list",
        heading: "views.owner-management.lots",
        rows: [
          {
            title: "views.owner-management.flat",
            meta: "views.owner-management.flat.meta",
            lead: { icon: "home" },
            chip: { text: "views.owner-management.let", tone: "brand" },
          },
          {
            title: "views.owner-management.parking",
            meta: "views.owner-management.parking.meta",
            lead: { icon: "car" },
          },
          {
            title: "views.owner-management.shop",
            meta: { key: "views.owner-management.shop.meta", values: { day: at("2026-03-01 12:00", "day") } },
            lead: { icon: "shopping-bag" },
            chip: { text: "views.owner-management.vacant", tone: "accent" },
          },
        ],
      },
      {
        kind: "form",
        fields: [
          { label: "views.owner-management.city", value: "views.owner-management.city.value" },
          { label: "views.owner-management.language", value: "views.owner-management.language.value" },
        ],
        action: "views.owner-management.save",
      },
    ],
  },
  "apartment-building-management": {
    role: "MANAGER",
    label: "views.apartment-building-management.label",
    title: "views.apartment-building-management.title",
    action: "views.apartment-building-management.action",
    nav: "residents",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "views.apartment-building-management.stat.lots", value: count(48) },
          { label: "views.apartment-building-management.stat.occupied", value: count(45), tone: "brand" },
          { label: "views.apartment-building-management.stat.vacant", value: count(3), tone: "accent" },
        ],
      },
      {
        kind: "list",
        heading: "views.apartment-building-management.floor",
        rows: [
          {
            title: "views.apartment-building-management.b31",
            meta: "views.apartment-building-management.b31.meta",
            chip: { text: "views.apartment-building-management.occupied", tone: "brand" },
          },
          {
            title: "views.apartment-building-management.b32",
            meta: "views.apartment-building-management.b32.meta",
            chip: { text: "views.apartment-building-management.occupied", tone: "brand" },
          },
          {
            title: "views.apartment-building-management.b33",
            meta: {
              key: "views.apartment-building-management.b33.meta",
              values: { day: at("2026-04-30 12:00", "day") },
            },
            chip: { text: "views.apartment-building-management.vacant", tone: "accent" },
          },
        ],
      },
      {
        kind: "list",
        heading: "views.apartment-building-management.annexes",
        rows: [
          {
            title: "views.apartment-building-management.p12",
            meta: "views.apartment-building-management.p12.meta",
            lead: { icon: "car" },
          },
          {
            title: "views.apartment-building-management.storage",
            meta: "views.apartment-building-management.storage.meta",
            lead: { icon: "package" },
          },
        ],
      },
    ],
  },
  "short-term-rentals": {
    role: "OWNER",
    label: "views.short-term-rentals.label",
    title: "views.short-term-rentals.title",
    subtitle: "views.short-term-rentals.subtitle",
    blocks: [
      { kind: "calendar", month: "2026-07", marked: [3, 4, 5, 17, 18, 19, 20], selected: 3 },
      {
        kind: "list",
        rows: [
          {
            title: {
              key: "views.short-term-rentals.stay",
              values: { from: at("2026-07-03 15:00", "day"), until: at("2026-07-06 11:00", "day") },
            },
            meta: {
              key: "views.short-term-rentals.stay1.meta",
              values: { time: at("2026-07-03 16:30", "time") },
            },
            lead: { icon: "suitcase" },
            chip: { text: "views.short-term-rentals.announced", tone: "brand" },
          },
          {
            title: {
              key: "views.short-term-rentals.stay",
              values: { from: at("2026-07-17 15:00", "day"), until: at("2026-07-21 11:00", "day") },
            },
            meta: {
              key: "views.short-term-rentals.stay2.meta",
              values: { time: at("2026-07-17 20:00", "time") },
            },
            lead: { icon: "suitcase" },
            chip: { text: "views.short-term-rentals.recorded", tone: "neutral" },
          },
        ],
      },
    ],
  },
  "syndic-staff-management": {
    role: "SYNDIC",
    label: "views.syndic-staff-management.label",
    title: "views.syndic-staff-management.title",
    action: "views.syndic-staff-management.action",
    nav: "staff",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "views.syndic-staff-management.stat.today", value: count(12) },
          { label: "views.syndic-staff-management.stat.done", value: count(8), tone: "brand" },
          { label: "views.syndic-staff-management.stat.late", value: count(1), tone: "accent" },
        ],
      },
      {
        kind: "list",
        heading: "views.syndic-staff-management.list",
        rows: [
          {
            title: "views.syndic-staff-management.hall",
            meta: {
              key: "views.syndic-staff-management.hall.meta",
              values: { time: at("2026-05-12 07:30", "time") },
            },
            chip: { text: "views.syndic-staff-management.done", tone: "neutral" },
          },
          {
            title: "views.syndic-staff-management.meters",
            meta: {
              key: "views.syndic-staff-management.meters.meta",
              values: { time: at("2026-05-12 09:00", "time") },
            },
            chip: { text: "views.common.status.inProgress", tone: "accent" },
          },
          {
            title: "views.syndic-staff-management.round",
            meta: {
              key: "views.syndic-staff-management.round.meta",
              values: { time: at("2026-05-12 14:00", "time") },
            },
            chip: { text: "views.syndic-staff-management.todo", tone: "brand" },
          },
        ],
      },
      {
        kind: "list",
        heading: "views.syndic-staff-management.shifts",
        rows: [
          {
            title: "views.syndic-staff-management.night",
            meta: {
              key: "views.syndic-staff-management.night.meta",
              values: { from: at("2026-05-12 22:00", "time"), until: at("2026-05-13 06:00", "time") },
            },
            lead: { icon: "shield" },
          },
          {
            title: "views.syndic-staff-management.desk",
            meta: {
              key: "views.syndic-staff-management.desk.meta",
              values: { from: at("2026-05-12 09:00", "time"), until: at("2026-05-12 17:00", "time") },
            },
            lead: { icon: "briefcase" },
          },
        ],
      },
    ],
  },
  "portfolio-management": {
    role: "MANAGER",
    label: "views.portfolio-management.label",
    title: "views.portfolio-management.title",
    subtitle: {
      key: "views.portfolio-management.subtitle",
      values: { residences: count(4), lots: count(420) },
    },
    nav: "dashboard",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "views.portfolio-management.stat.occupancy", value: percent(0.94), tone: "brand" },
          { label: "views.portfolio-management.stat.requests", value: count(18), tone: "accent" },
          { label: "views.portfolio-management.stat.spent", value: mad(286400) },
        ],
      },
      {
        kind: "list",
        heading: "views.portfolio-management.residences",
        rows: [
          residence("views.portfolio-management.yasmine", 148, 0.96, 3),
          residence("views.portfolio-management.bahr", 96, 0.92, 5),
          residence("views.portfolio-management.palmeraie", 64, 0.89, 4),
          residence("views.portfolio-management.anfa", 112, 0.97, 6),
        ],
      },
      {
        kind: "chart",
        heading: "views.portfolio-management.spending",
        style: "columns",
        points: [
          { label: at("2026-01-15 12:00", "monthShort"), value: 241300 },
          { label: at("2026-02-15 12:00", "monthShort"), value: 262800 },
          { label: at("2026-03-15 12:00", "monthShort"), value: 318500 },
          { label: at("2026-04-15 12:00", "monthShort"), value: 254900 },
          { label: at("2026-05-15 12:00", "monthShort"), value: 286400 },
        ],
      },
    ],
  },
};
