import type { SVGProps } from "react";

/**
 * Line icons drawn on a 24 px grid, inherited colour. Directional ones (arrows, chevrons pointing
 * along the reading direction) take `flip` so they mirror in right-to-left pages.
 */
const paths = {
  "chevron-down": "M6 9l6 6 6-6",
  "arrow-right": "M5 12h14M13 6l6 6-6 6",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  globe:
    "M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z",
  sun: "M12 8a4 4 0 100 8 4 4 0 000-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4",
  moon: "M20 14.5A8 8 0 019.5 4 8 8 0 1020 14.5z",
  monitor: "M3 5h18v11H3zM8 20h8M12 16v4",
  check: "M5 12l5 5 9-10",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z",
  user: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 3.6-6 8-6s8 2 8 6",
  building: "M4 21V5l8-3 8 3v16M9 21v-4h6v4M8 8h2M14 8h2M8 12h2M14 12h2",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
  key: "M14 10a4 4 0 11-1.2-2.8L21 15v3h-3v-2h-2v-2h-2",
  wrench: "M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.5 2.5-2.8-.7-.7-2.8z",
  briefcase: "M4 7h16v13H4zM9 7V4h6v3M4 12h16",
  phone: "M5 3h4l2 5-2.5 1.5a11 11 0 005 5L15 12l5 2v4a2 2 0 01-2 2A16 16 0 013 5a2 2 0 012-2z",
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  clock: "M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2",
  "map-pin": "M12 21s-7-6.1-7-11a7 7 0 0114 0c0 4.9-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  sparkles:
    "M12 3l1.8 4.7L18.5 9.5 13.8 11.3 12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z",
  quote: "M7 7h4v4c0 3-1.5 5-4 6M15 7h4v4c0 3-1.5 5-4 6",
  smartphone: "M8 2h8a2 2 0 012 2v16a2 2 0 01-2 2H8a2 2 0 01-2-2V4a2 2 0 012-2zM11 18h2",
  megaphone: "M4 10v4h3l6 4V6l-6 4H4zM16.5 9.5a3.5 3.5 0 010 5M19 7a7 7 0 010 10",
  "chat-bubbles": "M4 5h11v8H9l-3 3v-3H4zM15 9h5v8h-2v3l-3-3h-4v-2",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v5M16 3v5",
  pool: "M8 3v10M14 3v10M8 6h6M8 10h6M3 16c1.5 0 1.5-1 3-1s1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1M3 20c1.5 0 1.5-1 3-1s1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1",
  suitcase: "M4 8h16v12H4zM9 8V5h6v3M8 8v12M16 8v12",
  folder: "M3 6h6l2 2h10v11H3z",
  clipboard: "M8 4h8v3H8zM6 5H5v16h14V5h-1M9 12l2 2 4-4M9 17h6",
  truck: "M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z",
  "bar-chart": "M4 20h16M7 16v-5M12 16V6M17 16v-8",
  // Feature icons (core/content/features.ts).
  ballot: "M3 13h18M4 13v7h16v-7M8 13V4h8v9M10 8.5l1.5 1.5 3-3",
  bell: "M6 16v-5a6 6 0 0112 0v5l1.5 2h-15zM10 20.5a2 2 0 004 0",
  users:
    "M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20c0-3.6 2.9-5.5 6.5-5.5s6.5 1.9 6.5 5.5M16 4.3a3.5 3.5 0 010 6.4M18 14.8c2.1.6 3.5 2.3 3.5 5.2",
  home: "M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-5h4v5",
  layers: "M12 3l9 5-9 5-9-5zM3 12.5l9 5 9-5M3 16.5l9 5 9-5",
  headset: "M4 14v-2a8 8 0 0116 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19c0 1.5-1.5 2.5-4 2.5h-2",
  presentation: "M3 4h18M5 4v10h14V4M12 14v3M8 21l4-4 4 4M8 11l2.5-2.5 2 2L16 7",
  "shopping-bag": "M5 8h14l-1 13H6zM9 8V6a3 3 0 016 0v2",
  package: "M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9M8 5.3l8 4.5",
  "calendar-check": "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4",
  tag: "M3 12V4h8l10 10-8 8zM7.5 7a1 1 0 100 2 1 1 0 000-2z",
  "id-card":
    "M3 5h18v14H3zM9 12a2 2 0 100-4 2 2 0 000 4zM5.5 16c.5-1.8 1.8-2.5 3.5-2.5s3 .7 3.5 2.5M15 9h3M15 12.5h3",
  "file-text": "M6 3h8l5 5v13H6zM14 3v5h5M9 12h7M9 15.5h7M9 19h4",
  alert: "M12 4L2.5 20h19zM12 10v4.5M12 17.5v.01",
  car: "M5 16v-4.5L7 6.5h10l2 5V16zM3.5 11.5h17M5 16v2.5h3V16M16 16v2.5h3V16M8 13.5h.01M16 13.5h.01",
  activity: "M3 12h4l3-8 4 16 3-8h4",
} as const;

export type IconName = keyof typeof paths;

/** Every icon's name: the product views' data names icons as strings (tests check them). */
export const iconNames = Object.keys(paths) as IconName[];

type Props = SVGProps<SVGSVGElement> & { name: IconName; flip?: boolean };

export function Icon({ name, flip, className = "size-5", ...rest }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={flip ? `${className} flip-rtl` : className}
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}
