import { useState } from "react";
import { useLocale, useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import type { WorkbookData } from "./workbook-sheets";

/**
 * The workbook is written in the browser, on the page's own thread (no worker: decision 052), by
 * code that loads only when asked for, then handed to the visitor as a download.
 */
async function downloadWorkbook(data: WorkbookData, t: ReturnType<typeof useT>, rightToLeft: boolean) {
  const [{ xlsxBytes }, { workbookSheets }] = await Promise.all([
    import("#core/tools/xlsx"),
    import("./workbook-sheets"),
  ]);
  const bytes = xlsxBytes(workbookSheets(t, data, rightToLeft));
  const blob = new Blob([bytes], {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${t("tools.charges.xlsx.file")}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Download the workbook; print the results (the print stylesheet keeps only them). */
export function ExportActions({ data }: { data: WorkbookData | undefined }) {
  const t = useT();
  const locale = useLocale();
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const exportFile = () => {
    if (!data || state === "busy") return;
    setState("busy");
    downloadWorkbook(data, t, locale.dir === "rtl").then(
      () => setState("idle"),
      () => setState("failed"),
    );
  };
  return (
    <div className="mt-6 print:hidden">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={exportFile}
          disabled={!data}
          aria-disabled={state === "busy" || undefined}
          className="btn btn-primary disabled:opacity-60"
        >
          <Icon name="file-text" className="size-5" />
          {state === "busy" ? t("tools.charges.actions.exporting") : t("tools.charges.actions.export")}
        </button>
        <button type="button" onClick={() => window.print()} disabled={!data} className="btn btn-secondary">
          {t("tools.charges.actions.print")}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-accent">
        {state === "failed" ? t("tools.charges.actions.exportError") : ""}
      </p>
    </div>
  );
}
