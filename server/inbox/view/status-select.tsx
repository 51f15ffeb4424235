import type { SubmissionStatus } from "#server/db/status";
import type { Ui } from "./inbox-language";

/** The status to move records to (the field `to`): one of `targets`, named in the inbox's language. */
export function StatusSelect({
  ui,
  label,
  targets,
}: {
  ui: Ui;
  label: string;
  targets: readonly SubmissionStatus[];
}) {
  return (
    <label className="ib-field">
      {label}
      <select name="to" className="ib-select">
        {targets.map((to) => (
          <option key={to} value={to}>
            {ui.t(`inbox.status.${to}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
