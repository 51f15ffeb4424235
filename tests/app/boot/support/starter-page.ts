import type { StarterPage } from "#app/boot/starter";

/** What the starter is given for the synthetic home page the starter's tests build and read. */
export const syntheticStarterPage: StarterPage = {
  modules: ["/assets/entry.js", "/assets/react.js", "/assets/root.js", "/assets/home.js"],
  order: ["/assets/react.js", "/assets/root.js", "/assets/home.js"],
  routes: [
    ["root", "/assets/root.js"],
    ["fr/home", "/assets/home.js"],
  ],
  entry: "/assets/entry.js",
  data: "/hydration.json",
  warmup: "/assets/intl-warmup.js",
};
