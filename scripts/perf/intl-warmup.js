// @ts-check
// A page's first Intl formatter costs the main thread 10 to 30 ms on a fast computer, several
// times that on a slow phone: the browser loads its number, plural and date data for the language.
// That data is kept for the whole renderer process, so this worker loads it off the main thread,
// while the page's modules download; hydration then formats numbers, plurals and times for free.
// Started by each page's starter (app/boot/starter.ts) with the page's language.
onmessage = function (event) {
  var locale = event.data;
  try {
    new Intl.NumberFormat(locale).format(1234.5);
    new Intl.PluralRules(locale).select(2);
    new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(0);
  } finally {
    close();
  }
};
