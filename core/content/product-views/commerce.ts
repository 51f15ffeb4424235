import type { FeatureSlug } from "../features";
import { at, count, mad, percent } from "./samples";
import type { ProductView, Row } from "./types";

const slot = (from: string, until: string, free: number): Row => ({
  title: { key: "views.amenity-booking.slot", values: { from: at(from, "time"), until: at(until, "time") } },
  lead: { icon: "clock" },
  chip:
    free > 0
      ? { text: { key: "views.amenity-booking.free", values: { count: count(free) } }, tone: "brand" }
      : { text: "views.amenity-booking.full", tone: "neutral" },
});

/** The views of the commerce and amenities features (sample data, captioned as such on the page). */
export const commerceViews: Partial<Record<FeatureSlug, ProductView>> = {
  "urbis-store": {
    role: "RESIDENT",
    label: "views.urbis-store.label",
    title: "views.urbis-store.title",
    blocks: [
      {
        kind: "list",
        heading: "views.urbis-store.list",
        rows: [
          {
            title: "views.urbis-store.water",
            meta: { key: "views.urbis-store.water.meta", values: { time: at("2026-05-12 13:00", "time") } },
            lead: { icon: "package" },
            value: mad(36),
          },
          {
            title: "views.urbis-store.gas",
            meta: "views.urbis-store.gas.meta",
            lead: { icon: "truck" },
            value: mad(50),
          },
          {
            title: "views.urbis-store.cleaning",
            meta: {
              key: "views.urbis-store.cleaning.meta",
              values: { when: at("2026-05-13 09:00", "dayTime") },
            },
            lead: { icon: "sparkles" },
            value: mad(180),
          },
        ],
      },
      {
        kind: "form",
        fields: [
          {
            label: "views.urbis-store.basket",
            value: { key: "views.urbis-store.basket.value", values: { total: mad(86) } },
          },
          { label: "views.urbis-store.delivery", value: "views.urbis-store.delivery.value" },
        ],
        action: "views.urbis-store.order",
      },
    ],
  },
  "order-tracking": {
    role: "RESIDENT",
    label: "views.order-tracking.label",
    title: "views.order-tracking.title",
    subtitle: { key: "views.order-tracking.subtitle", values: { total: mad(86) } },
    blocks: [
      {
        kind: "notifications",
        items: [
          {
            icon: "truck",
            title: "views.order-tracking.notification",
            body: "views.order-tracking.notification.body",
            time: at("2026-05-12 11:42", "time"),
          },
        ],
      },
      {
        kind: "list",
        heading: "views.order-tracking.steps",
        rows: [
          {
            title: "views.order-tracking.placed",
            meta: at("2026-05-12 09:20", "time"),
            lead: { icon: "check" },
          },
          {
            title: "views.order-tracking.confirmed",
            meta: at("2026-05-12 09:26", "time"),
            lead: { icon: "check" },
          },
          {
            title: "views.order-tracking.prepared",
            meta: at("2026-05-12 10:50", "time"),
            lead: { icon: "check" },
          },
          {
            title: {
              key: "views.order-tracking.delivering",
              values: { time: at("2026-05-12 11:50", "time") },
            },
            lead: { icon: "truck" },
            chip: { text: "views.order-tracking.out", tone: "accent" },
          },
          {
            title: "views.order-tracking.delivered",
            lead: { icon: "package" },
            chip: { text: "views.order-tracking.pending", tone: "neutral" },
          },
        ],
      },
    ],
  },
  "amenity-booking": {
    role: "RESIDENT",
    label: "views.amenity-booking.label",
    title: "views.amenity-booking.title",
    subtitle: {
      key: "views.amenity-booking.subtitle",
      values: { from: at("2026-05-16 09:00", "time"), until: at("2026-05-16 20:00", "time") },
    },
    blocks: [
      { kind: "calendar", month: "2026-05", marked: [23, 30], selected: 16 },
      {
        kind: "list",
        heading: { key: "views.amenity-booking.slots", values: { day: at("2026-05-16 09:00", "day") } },
        rows: [
          slot("2026-05-16 10:00", "2026-05-16 12:00", 6),
          slot("2026-05-16 14:00", "2026-05-16 16:00", 0),
          slot("2026-05-16 16:00", "2026-05-16 18:00", 3),
        ],
      },
      {
        kind: "form",
        fields: [
          {
            label: "views.amenity-booking.mine",
            value: {
              key: "views.amenity-booking.slot",
              values: { from: at("2026-05-16 10:00", "time"), until: at("2026-05-16 12:00", "time") },
            },
          },
        ],
        action: "views.amenity-booking.book",
      },
    ],
  },
  "booking-management": {
    role: "MANAGER",
    label: "views.booking-management.label",
    title: "views.booking-management.title",
    action: "views.booking-management.action",
    nav: "bookings",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "views.booking-management.stat.week", value: count(37) },
          { label: "views.booking-management.stat.pending", value: count(2), tone: "accent" },
          { label: "views.booking-management.stat.occupancy", value: percent(0.68), tone: "brand" },
        ],
      },
      {
        kind: "list",
        heading: "views.booking-management.pending",
        rows: [
          {
            title: {
              key: "views.booking-management.hall",
              values: { when: at("2026-05-16 16:00", "dayTime") },
            },
            meta: "views.booking-management.hall.meta",
            chip: { text: "views.booking-management.confirm", tone: "accent" },
          },
          {
            title: {
              key: "views.booking-management.gym",
              values: { when: at("2026-05-14 19:00", "dayTime") },
            },
            meta: "views.booking-management.gym.meta",
            chip: { text: "views.booking-management.confirm", tone: "accent" },
          },
        ],
      },
      {
        kind: "list",
        heading: "views.booking-management.confirmedList",
        rows: [
          {
            title: {
              key: "views.booking-management.pool",
              values: { when: at("2026-05-16 10:00", "dayTime") },
            },
            meta: "views.booking-management.pool.salma",
            chip: { text: "views.booking-management.confirmed", tone: "brand" },
          },
          {
            title: {
              key: "views.booking-management.pool",
              values: { when: at("2026-05-16 16:00", "dayTime") },
            },
            meta: "views.booking-management.pool.omar",
            chip: { text: "views.booking-management.confirmed", tone: "brand" },
          },
        ],
      },
    ],
  },
  "community-marketplace": {
    role: "RESIDENT",
    label: "views.community-marketplace.label",
    title: "views.community-marketplace.title",
    subtitle: "views.community-marketplace.subtitle",
    action: "views.community-marketplace.action",
    blocks: [
      {
        kind: "list",
        rows: [
          {
            title: "views.community-marketplace.sofa",
            meta: "views.community-marketplace.sofa.meta",
            lead: { icon: "home" },
            value: mad(2500),
          },
          {
            title: "views.community-marketplace.bike",
            meta: "views.community-marketplace.bike.meta",
            lead: { icon: "tag" },
            value: mad(400),
          },
          {
            title: "views.community-marketplace.lessons",
            meta: { key: "views.community-marketplace.lessons.meta", values: { price: mad(150) } },
            lead: { icon: "presentation" },
          },
          {
            title: "views.community-marketplace.carpool",
            meta: {
              key: "views.community-marketplace.carpool.meta",
              values: { time: at("2026-05-12 07:30", "time") },
            },
            lead: { icon: "car" },
            chip: { text: "views.community-marketplace.search", tone: "accent" },
          },
        ],
      },
    ],
  },
};
