(function () {
  var root = document.documentElement;
  var store;
  try {
    store = window.localStorage;
    store.getItem("lang");
  } catch {
    return;
  }
  var prefixed = __PREFIXED__;
  var path = location.pathname;
  var first = path.split("/")[1];
  var stored = store.getItem("lang");
  if (prefixed.indexOf(first) === -1 && prefixed.indexOf(stored) !== -1) {
    // A French (unprefixed) URL, a visitor who chose another language: leave before painting.
    root.hidden = true;
    location.replace("/" + stored + (path === "/" ? "" : path) + location.search + location.hash);
    return;
  }
  store.setItem("lang", prefixed.indexOf(first) === -1 ? "fr" : first);

  var media = window.matchMedia("(prefers-color-scheme: dark)");
  function applyTheme() {
    var mode = store.getItem("theme-mode");
    if (mode !== "light" && mode !== "dark") mode = "system";
    var scheme = mode === "system" ? (media.matches ? "dark" : "light") : mode;
    root.setAttribute("data-theme", scheme);
    root.style.colorScheme = scheme;
    store.setItem("theme-scheme", scheme);
  }
  applyTheme();
  media.addEventListener("change", applyTheme);
  window.addEventListener("storage", applyTheme);
  window.addEventListener("urbis:theme", applyTheme);
})();
