import { site } from "#core/content/site";
import { useT } from "#app/i18n/use-t";
import { Icon, type IconName } from "#app/ui/icon";
import { ZelligeMotif } from "#app/ui/zellige-motif";

/** Store marks drawn inline: no image is fetched, and they stay sharp at any size. */
function AppleMark() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-7 shrink-0"
      fill="currentColor"
    >
      <path d="M12 7.6c-1.2-1-2.7-1.4-4-1.1C5.6 7 4 9.2 4 12.3c0 3.6 2.3 8.4 4.6 8.4 1 0 1.6-.6 3.4-.6s2.3.6 3.4.6c2.3 0 4.6-4.8 4.6-8.4 0-3.1-1.6-5.3-4-5.8-1.3-.3-2.8.1-4 1.1z" />
      <path d="M12.4 6.2c.1-1.9 1.5-3.5 3.4-3.8-.1 1.9-1.5 3.5-3.4 3.8z" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-7 shrink-0">
      <path d="M4 2.5 13.5 12 4 21.5z" fill="#34a0f4" />
      <path d="M4 2.5 16.6 9.4 13.5 12z" fill="#2fbf71" />
      <path d="M16.6 9.4 20.5 12l-3.9 2.6-3.1-2.6z" fill="#ffc52e" />
      <path d="M13.5 12l3.1 2.6L4 21.5z" fill="#f0483e" />
    </svg>
  );
}

/** The three native apps (residents, managers, service providers), as app icons. */
const appIcons: IconName[] = ["home", "briefcase", "wrench"];
const appTiles = [
  "bg-brand text-on-brand -translate-y-4",
  "bg-surface text-brand border border-line translate-y-4",
  "bg-accent text-surface -translate-y-2",
];

const badgeClass =
  "inline-flex min-h-14 items-center gap-3 rounded-xl border border-white/25 bg-black px-4 py-2 text-white hover:bg-neutral-800";

export function StoreBadges() {
  const t = useT();
  // A store whose address is not set has no badge: never a link to an app that is not there.
  const stores = (
    [
      { id: "appStore", url: site.stores.appStore, name: "App Store", mark: <AppleMark /> },
      { id: "googlePlay", url: site.stores.googlePlay, name: "Google Play", mark: <PlayMark /> },
    ] as const
  ).flatMap(({ url, ...store }) => (url ? [{ ...store, url }] : []));
  return (
    <section aria-labelledby="home-apps" className="container-page">
      <div className="relative overflow-hidden rounded-3xl border border-line bg-surface px-6 py-12 sm:px-10 md:py-14">
        <div aria-hidden="true" className="absolute inset-y-0 end-0 hidden w-[36%] extramd:block">
          <ZelligeMotif className="text-accent opacity-15" />
          <ul className="relative flex h-full items-center justify-center gap-4">
            {appIcons.map((icon, index) => (
              <li
                key={icon}
                className={`flex size-20 items-center justify-center rounded-3xl shadow-lg ${appTiles[index]}`}
              >
                <Icon name={icon} className="size-9" />
              </li>
            ))}
          </ul>
        </div>
        <div className="relative max-w-2xl">
          <p className="eyebrow">{t("home.apps.eyebrow")}</p>
          <h2 id="home-apps" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("home.apps.title")}
          </h2>
          <p className="mt-4 text-lg text-muted text-pretty">{t("home.apps.body")}</p>
          {stores.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-4">
              {stores.map((store) => (
                <li key={store.id}>
                  <a href={store.url} rel="noopener" className={badgeClass}>
                    {store.mark}
                    <span className="sr-only">{t(`home.apps.${store.id}.label`)}</span>
                    <span aria-hidden="true" className="flex flex-col text-start leading-tight">
                      <span className="text-xs">{t(`home.apps.${store.id}.small`)}</span>
                      <span dir="ltr" className="text-xl font-semibold">
                        {store.name}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
