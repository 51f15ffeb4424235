// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { loadMessages, sourceMessages } from "#core/i18n/messages";
import { pack } from "#app/i18n/packed";
import { fieldLabelKey, useSummaryLabels } from "#app/forms/ui/field-labels";
import { useT } from "#app/i18n/use-t";

function renderInEnglish(element: ReactNode) {
  const Stub = createRoutesStub([
    {
      id: "page",
      path: "/en/core/company/contact-us",
      Component: () => <>{element}</>,
      loader: () => ({ messages: pack(loadMessages("en", ["forms"])) }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/en/core/company/contact-us"]} />);
}

function Labels() {
  const t = useT();
  const labels = useSummaryLabels("contact", ["email", "message", "consent"]);
  return (
    <>
      <p data-testid="one">{t(fieldLabelKey("deletion", "reason"))}</p>
      <p data-testid="summary">{JSON.stringify(Object.entries(labels))}</p>
    </>
  );
}

afterEach(cleanup);

describe("a form's labels", () => {
  it("are the copy's label of the field in that form; the summary's keep the form's order", async () => {
    renderInEnglish(<Labels />);
    const en = sourceMessages("en", "forms");
    expect((await screen.findByTestId("one")).textContent).toBe(en["forms.deletion.reason.label"]);
    expect(JSON.parse(screen.getByTestId("summary").textContent ?? "")).toEqual([
      ["email", en["forms.contact.email.label"]],
      ["message", en["forms.contact.message.label"]],
      ["consent", en["forms.consent.short"]],
    ]);
  });
});
