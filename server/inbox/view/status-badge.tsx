import type { SubmissionStatus } from "#server/db/status";
import type { Ui } from "./inbox-language";

export function StatusBadge({ ui, status }: { ui: Ui; status: SubmissionStatus }) {
  return <span className={`ib-status ib-status-${status}`}>{ui.t(`inbox.status.${status}`)}</span>;
}
