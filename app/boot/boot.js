// @ts-check
// The placeholders __PREFIXED__, __DEFAULT_LANG__ and the __*_KEY__ names are filled in from the
// locale registry and core/storage-keys.ts by app/boot/boot-script.ts.
(function () {
  var root = document.documentElement;
  // A page shown at an anchor lays out the parts it otherwise skips (app/app.css, [data-anchored]):
  // opened with a #hash, or sent to one by a link in the page. The app's navigation marks the
  // others (use-scroll-on-navigation.ts). A :has(:target) rule said the same in CSS, but made
  // every change to the DOM restyle the whole page while it hydrated.
  function anchored() {
    if (location.hash.length > 1) root.setAttribute("data-anchored", "");
  }
  anchored();
  window.addEventListener("hashchange", anchored);
  /** @type {Storage} */
  var store;
  try {
    store = window.localStorage;
    store.getItem(__LANG_KEY__);
  } catch {
    return;
  }
  var prefixed = __PREFIXED__;
  var path = location.pathname;
  var first = path.split("/")[1] || "";
  var stored = store.getItem(__LANG_KEY__) || "";
  if (prefixed.indexOf(first) === -1 && prefixed.indexOf(stored) !== -1) {
    // A URL in the default language (unprefixed), a visitor who chose another: leave before painting.
    root.hidden = true;
    location.replace("/" + stored + (path === "/" ? "" : path) + location.search + location.hash);
    return;
  }
  store.setItem(__LANG_KEY__, prefixed.indexOf(first) === -1 ? __DEFAULT_LANG__ : first);

  var media = window.matchMedia("(prefers-color-scheme: dark)");
  function applyTheme() {
    var mode = store.getItem(__THEME_MODE_KEY__);
    if (mode !== "light" && mode !== "dark") mode = "system";
    var scheme = mode === "system" ? (media.matches ? "dark" : "light") : mode;
    root.setAttribute("data-theme", scheme);
    root.style.colorScheme = scheme;
    store.setItem(__THEME_SCHEME_KEY__, scheme);
  }
  applyTheme();
  media.addEventListener("change", applyTheme);
  window.addEventListener("storage", applyTheme);
  window.addEventListener("urbis:theme", applyTheme);
})();
