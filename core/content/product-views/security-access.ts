import type { FeatureSlug } from "../features";
import { at, count } from "./samples";
import type { ProductView } from "./types";

/** The views of the security and access features (sample data, captioned as such on the page). */
export const securityViews: Partial<Record<FeatureSlug, ProductView>> = {
  "access-authorization": {
    role: "RESIDENT",
    label: "views.access-authorization.label",
    title: "views.access-authorization.title",
    blocks: [
      {
        kind: "form",
        fields: [
          { label: "views.access-authorization.visitor", value: "views.common.person.karim" },
          { label: "views.access-authorization.when", value: at("2026-05-14 19:30", "dayTime") },
          {
            label: "views.access-authorization.entrance",
            value: "views.access-authorization.entrance.value",
          },
        ],
        action: "views.access-authorization.send",
      },
      {
        kind: "list",
        heading: "views.access-authorization.active",
        rows: [
          {
            title: "views.access-authorization.cleaner",
            meta: {
              key: "views.access-authorization.cleaner.meta",
              values: { from: at("2026-05-12 09:00", "time"), until: at("2026-05-12 13:00", "time") },
            },
            lead: { icon: "key" },
            chip: { text: "views.access-authorization.on", tone: "brand" },
          },
          {
            title: "views.access-authorization.delivery",
            meta: {
              key: "views.access-authorization.delivery.meta",
              values: { when: at("2026-05-15 10:00", "dayTime") },
            },
            lead: { icon: "truck" },
            chip: { text: "views.access-authorization.once", tone: "neutral" },
          },
        ],
      },
    ],
  },
  "incident-reporting": {
    role: "SECURITY",
    label: "views.incident-reporting.label",
    title: "views.incident-reporting.title",
    blocks: [
      {
        kind: "form",
        fields: [
          {
            label: "views.incident-reporting.type",
            value: "views.incident-reporting.type.value",
            chip: { text: "views.incident-reporting.urgent", tone: "accent" },
          },
          { label: "views.incident-reporting.place", value: "views.incident-reporting.place.value" },
          { label: "views.incident-reporting.photo", value: "views.incident-reporting.photo.value" },
        ],
        action: "views.incident-reporting.send",
      },
      {
        kind: "list",
        heading: "views.incident-reporting.latest",
        rows: [
          {
            title: "views.incident-reporting.gate",
            meta: at("2026-05-12 07:10", "time"),
            lead: { icon: "alert" },
            chip: { text: "views.common.status.inProgress", tone: "accent" },
          },
          {
            title: "views.incident-reporting.light",
            meta: at("2026-05-11 21:45", "dayTime"),
            lead: { icon: "alert" },
            chip: { text: "views.common.status.resolved", tone: "neutral" },
          },
        ],
      },
    ],
  },
  "visitor-parking": {
    role: "SECURITY",
    label: "views.visitor-parking.label",
    title: "views.visitor-parking.title",
    subtitle: "views.visitor-parking.subtitle",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "views.visitor-parking.stat.expected", value: count(9), tone: "accent" },
          { label: "views.visitor-parking.stat.in", value: count(4), tone: "brand" },
          { label: "views.visitor-parking.stat.parking", value: count(6) },
        ],
      },
      {
        kind: "list",
        rows: [
          {
            title: "views.visitor-parking.v1",
            meta: "views.visitor-parking.v1.meta",
            lead: { icon: "car" },
            chip: { text: "views.visitor-parking.expected", tone: "accent" },
          },
          {
            title: "views.visitor-parking.v2",
            meta: { key: "views.visitor-parking.v2.meta", values: { time: at("2026-05-12 10:30", "time") } },
            lead: { icon: "wrench" },
            chip: {
              text: { key: "views.visitor-parking.in", values: { time: at("2026-05-12 10:24", "time") } },
              tone: "brand",
            },
          },
          {
            title: "views.visitor-parking.v3",
            meta: { key: "views.visitor-parking.v3.meta", values: { time: at("2026-05-12 09:05", "time") } },
            lead: { icon: "truck" },
            chip: {
              text: { key: "views.visitor-parking.out", values: { time: at("2026-05-12 09:17", "time") } },
              tone: "neutral",
            },
          },
        ],
      },
    ],
  },
  "security-team-dashboard": {
    role: "MANAGER",
    label: "views.security-team-dashboard.label",
    title: "views.security-team-dashboard.title",
    nav: "security",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "views.security-team-dashboard.stat.visitors", value: count(46) },
          { label: "views.security-team-dashboard.stat.incidents", value: count(2), tone: "accent" },
          {
            label: "views.security-team-dashboard.stat.rounds",
            value: {
              key: "views.security-team-dashboard.rounds.value",
              values: { done: count(5), planned: count(6) },
            },
            tone: "brand",
          },
        ],
      },
      {
        kind: "list",
        heading: "views.security-team-dashboard.incidents",
        rows: [
          {
            title: "views.security-team-dashboard.water",
            meta: {
              key: "views.security-team-dashboard.water.meta",
              values: { time: at("2026-05-12 08:40", "time") },
            },
            lead: { icon: "alert" },
            chip: { text: "views.common.status.new", tone: "accent" },
          },
          {
            title: "views.security-team-dashboard.gate",
            meta: {
              key: "views.security-team-dashboard.gate.meta",
              values: { time: at("2026-05-12 07:10", "time") },
            },
            lead: { icon: "alert" },
            chip: { text: "views.common.status.inProgress", tone: "brand" },
          },
        ],
      },
      {
        kind: "list",
        heading: "views.security-team-dashboard.onDuty",
        rows: [
          {
            title: "views.common.person.youssef",
            meta: {
              key: "views.security-team-dashboard.guard1.meta",
              values: { from: at("2026-05-12 06:00", "time"), until: at("2026-05-12 14:00", "time") },
            },
            lead: "initial",
          },
          {
            title: "views.common.person.rachid",
            meta: {
              key: "views.security-team-dashboard.guard2.meta",
              values: { from: at("2026-05-12 06:00", "time"), until: at("2026-05-12 14:00", "time") },
            },
            lead: "initial",
          },
        ],
      },
    ],
  },
  "log-activity-monitoring": {
    role: "MANAGER",
    label: "views.log-activity-monitoring.label",
    title: "views.log-activity-monitoring.title",
    action: "views.log-activity-monitoring.action",
    nav: "security",
    wide: 0,
    blocks: [
      {
        kind: "list",
        heading: "views.log-activity-monitoring.events",
        rows: [
          {
            title: "views.log-activity-monitoring.gate",
            meta: "views.log-activity-monitoring.gate.meta",
            lead: { icon: "key" },
            value: at("2026-05-12 09:38", "time"),
          },
          {
            title: "views.log-activity-monitoring.visitor",
            meta: "views.log-activity-monitoring.visitor.meta",
            lead: { icon: "user" },
            value: at("2026-05-12 09:31", "time"),
          },
          {
            title: "views.log-activity-monitoring.round",
            meta: "views.log-activity-monitoring.round.meta",
            lead: { icon: "shield" },
            value: at("2026-05-12 09:02", "time"),
          },
          {
            title: "views.log-activity-monitoring.access",
            meta: "views.log-activity-monitoring.access.meta",
            lead: { icon: "activity" },
            value: at("2026-05-12 08:45", "time"),
          },
        ],
      },
      {
        kind: "chart",
        heading: "views.log-activity-monitoring.chart",
        style: "columns",
        points: [
          { label: at("2026-05-12 06:00", "time"), value: 18 },
          { label: at("2026-05-12 07:00", "time"), value: 64 },
          { label: at("2026-05-12 08:00", "time"), value: 97 },
          { label: at("2026-05-12 09:00", "time"), value: 41 },
        ],
      },
    ],
  },
};
