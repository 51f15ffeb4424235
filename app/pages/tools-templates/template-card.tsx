import { familyKey } from "#core/i18n/keys";
import type { TemplateFormat, TemplateId } from "#core/tools/templates/files";
import type { TemplateLanguage } from "#core/tools/templates/languages";
import { useT } from "#app/i18n/use-t";
import { CheckList } from "#app/ui/check-list";
import { Icon, type IconName } from "#app/ui/icon";

/** A file as the loader sends it: where it is and how many bytes it has. */
export type DownloadView = {
  template: TemplateId;
  language: TemplateLanguage;
  format: TemplateFormat;
  url: string;
  bytes: number;
};

/** The size shown beside a link, in kilobytes of 1,000 bytes, rounded up (never "0 KB"). */
export function kilobytes(bytes: number): number {
  return Math.ceil(bytes / 1000);
}

const mimeTypes: Record<TemplateFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * One template: what it holds, who fills it in and when, and a link per language naming the
 * format and the size. The links are plain downloads of files the build wrote.
 */
export function TemplateCard({
  template,
  icon,
  contains,
  note = false,
  downloads,
}: {
  template: TemplateId;
  icon: IconName;
  contains: string[];
  /** Whether the template has a caveat to show under who fills it in (`tools.templates.<id>.note`). */
  note?: boolean;
  downloads: DownloadView[];
}) {
  const t = useT();
  const key = (rest: string) => familyKey(`tools.templates.${template}.${rest}`);
  const name = t(key("name"));
  return (
    <li className="flex flex-col rounded-3xl border border-line bg-surface p-6 sm:p-8">
      <h3 className="flex items-center gap-3 text-2xl font-bold tracking-tight">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <Icon name={icon} className="size-6" />
        </span>
        {name}
      </h3>
      <p className="mt-4 text-lg text-muted text-pretty">{t(key("summary"))}</p>
      <h4 className="mt-6 font-bold">{t("tools.templates.contains")}</h4>
      <CheckList
        size="small"
        className="mt-3 space-y-2"
        items={contains.map((id) => ({ id, text: t(key(`contains.${id}`)) }))}
      />
      <h4 className="mt-6 font-bold">{t("tools.templates.who")}</h4>
      <p className="mt-2 text-pretty">{t(key("who"))}</p>
      {note && <p className="mt-3 text-sm text-muted text-pretty">{t(key("note"))}</p>}
      <h4 className="mt-auto pt-6 font-bold">{t("tools.templates.download")}</h4>
      <ul className="mt-3 grid gap-3">
        {downloads.map((file) => (
          <li key={file.url}>
            <a
              href={file.url}
              download
              data-track="template_downloaded"
              data-detail={template}
              type={mimeTypes[file.format]}
              hrefLang={file.language}
              className="btn btn-secondary w-full justify-between gap-3 text-start"
            >
              <span>
                {t(`tools.templates.language.${file.language}`)}
                <span className="sr-only">: {name}</span>
                <span className="block text-sm font-normal">
                  {t(`tools.templates.format.${file.format}`, { size: kilobytes(file.bytes) })}
                </span>
              </span>
              <Icon name="arrow-right" className="size-4 shrink-0 rotate-90" />
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
