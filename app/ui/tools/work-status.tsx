/**
 * Where a tool's work stands (`message`, announced as it changes), and the button that fits it:
 * forget the work, or leave the example for an empty form. `hideInPrint` for a tool whose page
 * prints a document of its own.
 */
export function WorkStatusBar({
  message,
  action,
  hideInPrint = false,
}: {
  message: string;
  action?: { label: string; onClick: () => void };
  hideInPrint?: boolean;
}) {
  return (
    <div
      className={`mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-sunken p-4${hideInPrint ? " print:hidden" : ""}`}
    >
      <p role="status" className="min-w-0 flex-1 basis-64 font-medium">
        {message}
      </p>
      {action && (
        <button type="button" onClick={action.onClick} className="btn btn-secondary">
          {action.label}
        </button>
      )}
    </div>
  );
}
