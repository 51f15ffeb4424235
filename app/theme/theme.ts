import { THEME_MODE_KEY } from "#core/storage-keys";

/** Theme preference, kept in localStorage (docs/product.md §4); app/boot/boot.js applies it. */
export const themeModes = ["light", "dark", "system"] as const;
export type ThemeMode = (typeof themeModes)[number];

export function readThemeMode(): ThemeMode {
  const stored = window.localStorage.getItem(THEME_MODE_KEY);
  return themeModes.find((mode) => mode === stored) ?? "system";
}

export function writeThemeMode(mode: ThemeMode) {
  window.localStorage.setItem(THEME_MODE_KEY, mode);
  window.dispatchEvent(new Event("urbis:theme"));
}

/** Calls `onChange` when the mode changes, in this tab or another. */
export function subscribeThemeMode(onChange: () => void) {
  window.addEventListener("urbis:theme", onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener("urbis:theme", onChange);
    window.removeEventListener("storage", onChange);
  };
}
