import { useT } from "#app/i18n/use-t";
import { clearFailedNavigation } from "./module-reload-guard";

/** What a visitor sees when a page cannot be shown: never a blank page, always a way out. */
export function ErrorView({ retryHref }: { retryHref?: string }) {
  const t = useT();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-4 py-16">
      <h1 className="text-3xl font-bold">{t("common.error.title")}</h1>
      <p className="max-w-prose text-muted">{t("common.error.body")}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => {
          clearFailedNavigation();
          if (retryHref) window.location.assign(retryHref);
          else window.location.reload();
        }}
      >
        {t("common.error.retry")}
      </button>
    </section>
  );
}
