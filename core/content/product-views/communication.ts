import { at, count, mad, percent } from "./samples";
import type { FeatureSlug } from "../features";
import type { ProductView } from "./types";

/** The views of the communication features (sample data, captioned as such on the page). */
export const communicationViews: Partial<Record<FeatureSlug, ProductView>> = {
  announcements: {
    role: "MANAGER",
    label: "views.announcements.label",
    title: "views.announcements.title",
    action: "views.announcements.action",
    nav: "announcements",
    wide: 0,
    blocks: [
      {
        kind: "form",
        fields: [
          {
            label: "views.announcements.field.title",
            value: {
              key: "views.announcements.field.title.value",
              values: { day: at("2026-05-19 09:00", "day") },
            },
          },
          {
            label: "views.announcements.field.audience",
            value: { key: "views.announcements.field.audience.value", values: { count: count(148) } },
          },
          {
            label: "views.announcements.field.channels",
            value: "views.announcements.field.channels.value",
            chip: { text: "views.announcements.field.languages", tone: "neutral" },
          },
        ],
        action: "views.announcements.publish",
      },
      {
        kind: "list",
        heading: "views.announcements.sent",
        rows: [
          {
            title: {
              key: "views.announcements.sent.meeting",
              values: { day: at("2026-06-06 10:00", "day") },
            },
            meta: {
              key: "views.announcements.sent.meeting.meta",
              values: { day: at("2026-05-11 18:00", "day") },
            },
            chip: {
              text: { key: "views.announcements.read", values: { share: percent(0.87) } },
              tone: "brand",
            },
          },
          {
            title: "views.announcements.sent.facade",
            meta: {
              key: "views.announcements.sent.facade.meta",
              values: { day: at("2026-05-07 12:00", "day") },
            },
            chip: {
              text: { key: "views.announcements.read", values: { share: percent(0.74) } },
              tone: "brand",
            },
          },
          {
            title: "views.announcements.sent.pool",
            meta: {
              key: "views.announcements.sent.pool.meta",
              values: { day: at("2026-05-02 09:30", "day") },
            },
            chip: {
              text: { key: "views.announcements.read", values: { share: percent(0.91) } },
              tone: "brand",
            },
          },
        ],
      },
    ],
  },
  "events-calendars": {
    role: "RESIDENT",
    label: "views.events-calendars.label",
    title: "views.events-calendars.title",
    blocks: [
      { kind: "calendar", month: "2026-06", marked: [6, 13, 20], selected: 6 },
      {
        kind: "list",
        rows: [
          {
            title: "views.events-calendars.meeting",
            meta: {
              key: "views.events-calendars.meeting.meta",
              values: { when: at("2026-06-06 10:00", "dayTime") },
            },
            lead: { icon: "presentation" },
            chip: { text: "views.events-calendars.reminder", tone: "brand" },
          },
          {
            title: "views.events-calendars.facade",
            meta: {
              key: "views.events-calendars.facade.meta",
              values: { when: at("2026-06-13 08:00", "dayTime") },
            },
            lead: { icon: "building" },
          },
          {
            title: "views.events-calendars.party",
            meta: {
              key: "views.events-calendars.party.meta",
              values: { when: at("2026-06-20 18:30", "dayTime") },
            },
            lead: { icon: "sparkles" },
          },
        ],
      },
    ],
  },
  "discussion-forums": {
    role: "RESIDENT",
    label: "views.discussion-forums.label",
    title: "views.discussion-forums.title",
    subtitle: { key: "views.discussion-forums.subtitle", values: { count: count(5) } },
    blocks: [
      {
        kind: "chat",
        messages: [
          {
            author: "views.common.person.omar",
            text: "views.discussion-forums.question",
            time: at("2026-05-11 19:02", "time"),
          },
          {
            author: "views.common.person.syndic",
            text: {
              key: "views.discussion-forums.answer",
              values: { day: at("2026-05-21 08:00", "day"), time: at("2026-05-21 08:00", "time") },
            },
            time: at("2026-05-12 08:47", "time"),
          },
          {
            author: "views.common.person.salma",
            text: "views.discussion-forums.thanks",
            time: at("2026-05-12 09:05", "time"),
            mine: true,
          },
        ],
      },
      {
        kind: "list",
        heading: "views.discussion-forums.others",
        rows: [
          {
            title: "views.discussion-forums.topic.lift",
            meta: { key: "views.discussion-forums.topic.lift.meta", values: { count: count(12) } },
            lead: { icon: "chat-bubbles" },
          },
        ],
      },
    ],
  },
  "surveys-voting": {
    role: "OWNER",
    label: "views.surveys-voting.label",
    title: "views.surveys-voting.title",
    subtitle: { key: "views.surveys-voting.subtitle", values: { date: at("2026-05-30 18:00", "date") } },
    blocks: [
      {
        kind: "list",
        rows: [
          {
            title: "views.surveys-voting.question",
            meta: { key: "views.surveys-voting.turnout", values: { count: count(95), total: count(148) } },
            lead: { icon: "ballot" },
          },
        ],
      },
      {
        kind: "chart",
        heading: "views.surveys-voting.results",
        style: "bars",
        points: [
          {
            label: { key: "views.surveys-voting.quoteA", values: { amount: mad(412000) } },
            value: 55,
            note: percent(0.58),
          },
          {
            label: { key: "views.surveys-voting.quoteB", values: { amount: mad(468000) } },
            value: 30,
            note: percent(0.32),
          },
          { label: "views.surveys-voting.postpone", value: 10, note: percent(0.1) },
        ],
      },
      {
        kind: "form",
        fields: [
          {
            label: "views.surveys-voting.choice",
            value: "views.surveys-voting.choice.value",
            chip: { text: "views.surveys-voting.recorded", tone: "brand" },
          },
        ],
        action: "views.surveys-voting.change",
      },
    ],
  },
  "notifications-push-email": {
    role: "RESIDENT",
    label: "views.notifications-push-email.label",
    title: "views.notifications-push-email.title",
    blocks: [
      {
        kind: "notifications",
        items: [
          {
            icon: "megaphone",
            title: "views.notifications-push-email.water",
            body: {
              key: "views.notifications-push-email.water.body",
              values: { from: at("2026-05-13 09:00", "time"), until: at("2026-05-13 13:00", "time") },
            },
            time: at("2026-05-12 09:30", "time"),
          },
          {
            icon: "package",
            title: "views.notifications-push-email.parcel",
            body: "views.notifications-push-email.parcel.body",
            time: at("2026-05-12 09:18", "time"),
          },
          {
            icon: "wrench",
            title: "views.notifications-push-email.plumber",
            body: {
              key: "views.notifications-push-email.plumber.body",
              values: { time: at("2026-05-12 10:30", "time") },
            },
            time: at("2026-05-12 08:55", "time"),
          },
          {
            icon: "calendar",
            title: "views.notifications-push-email.meeting",
            body: {
              key: "views.notifications-push-email.meeting.body",
              values: { when: at("2026-06-06 10:00", "dayTime") },
            },
            time: at("2026-05-12 08:00", "time"),
          },
        ],
      },
      {
        kind: "list",
        heading: "views.notifications-push-email.settings",
        rows: [
          {
            title: "views.notifications-push-email.push",
            chip: { text: "views.notifications-push-email.on", tone: "brand" },
          },
          {
            title: "views.notifications-push-email.email",
            chip: { text: "views.notifications-push-email.on", tone: "brand" },
          },
          {
            title: "views.notifications-push-email.language",
            value: "views.notifications-push-email.language.value",
          },
        ],
      },
    ],
  },
};
