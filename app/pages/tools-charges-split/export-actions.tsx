import { useState } from "react";
import { useLocale, useT } from "#app/i18n/use-t";
import { Icon } from "#app/ui/icon";
import type { WorkbookData } from "./workbook-sheets";

/**
 * The workbook is written in the browser, by a library that loads only when asked for (decision
 * 036 chose it for its size; decision 037 measures it), then handed to the visitor as a download.
 */
async function downloadWorkbook(data: WorkbookData, t: ReturnType<typeof useT>, rightToLeft: boolean) {
  const [{ default: writeXlsxFile }, { workbookSheets }] = await Promise.all([
    import("write-excel-file/browser"),
    import("./workbook-sheets"),
  ]);
  const blob = await writeXlsxFile(workbookSheets(t, data, rightToLeft)).toBlob();
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
