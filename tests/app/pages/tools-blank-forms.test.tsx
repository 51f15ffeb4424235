// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { savingsRates } from "#core/content/savings-assumptions";
import { loadMessages } from "#core/i18n/messages";
import { pack } from "#app/i18n/packed";
import { loader as assemblyLoader } from "#app/pages/tools-general-assembly/route";
import AssemblyTool from "#app/pages/tools-general-assembly/tool";
import ChargesTool from "#app/pages/tools-charges-split/tool";
import SavingsTool from "#app/pages/tools-savings-estimator/tool";

/**
 * A form with nothing typed in it counts no error (issue 34 §4, "1 champ à corriger" on a blank
 * form): the visitor has made none yet. Each tool is rendered as its page loads it, in French.
 */
function renderAt(path: string, component: () => ReactNode, messages: unknown) {
  const Stub = createRoutesStub([
    { id: "page", path, Component: component, loader: () => ({ messages }), HydrateFallback: () => null },
  ]);
  render(<Stub initialEntries={[path]} />);
}

/** "1 champ à corriger", "2 champs à corriger", in the French of every tool's error summary. */
const errorCount = /\d+\s+champs?\s+à\s+corriger/;

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("a tool's blank form", () => {
  it("savings estimator: says nothing is to correct until a field is typed in", async () => {
    renderAt(
      "/core/tools/savings-estimator",
      () => <SavingsTool rates={savingsRates()} onLots={() => undefined} />,
      pack(loadMessages("fr", ["tools"])),
    );
    await screen.findByText(/Tous les champs sont vides/);
    expect(document.body.textContent).not.toMatch(errorCount);
    // Once a field is typed in, the missing count of lots is a real error, and it is counted.
    fireEvent.change(screen.getByLabelText("Pages imprimées par an"), { target: { value: "2000" } });
    await waitFor(() => expect(document.body.textContent).toMatch(/1\s+champ\s+à\s+corriger/));
  });

  it("charges split: a blank page waits for figures, with no error counted", async () => {
    renderAt(
      "/core/tools/charges-split",
      () => <ChargesTool onLots={() => undefined} />,
      pack(loadMessages("fr", ["tools"])),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Partir d'une page vierge" }));
    await waitFor(() => expect(document.querySelector('[data-results="invalid"]')).toBeNull());
    expect(document.body.textContent).not.toMatch(errorCount);
  });

  it("general-meeting planner: a fresh form counts no error", async () => {
    const request = new Request("http://localhost/core/tools/general-assembly");
    const data = assemblyLoader({ request, params: {}, context: {} } as never);
    renderAt(
      "/core/tools/general-assembly",
      () => <AssemblyTool letters={data.letters} onLots={() => undefined} />,
      data.messages,
    );
    await screen.findAllByRole("textbox");
    expect(document.body.textContent).not.toMatch(errorCount);
  });
});
