// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { savingsRates } from "#core/content/savings-assumptions";
import { loadMessages } from "#core/i18n/messages";
import { SAVINGS_ESTIMATOR_KEY } from "#core/storage-keys";
import { emptySavingsForm } from "#core/tools/savings-estimator";
import { pack } from "#app/i18n/packed";
import Tool from "#app/pages/tools-savings-estimator/tool";

/** The tool as the page loads it, in French, with the page's copy and the sourced rates as its data. */
function renderTool(onLots: (count: number) => void = () => undefined) {
  const Stub = createRoutesStub([
    {
      id: "page",
      path: "/core/tools/savings-estimator",
      Component: () => <Tool rates={savingsRates()} onLots={onLots} />,
      loader: () => ({ messages: pack(loadMessages("fr", ["tools"])) }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/core/tools/savings-estimator"]} />);
}

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");
const amountOf = (line: string) =>
  plain(document.querySelector(`[data-line="${line}"] [data-cell="amount"]`)?.textContent);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The hand-worked residence of tests/core/tools/savings-estimator.test.ts, typed field by field. */
function fillWorkedExample() {
  type("Nombre de lots", "40");
  type("Charges annuelles par lot (MAD)", "3600");
  type("Lettres recommandées avec accusé de réception, par lot et par an", "2");
  type("Notifications par commissaire judiciaire, par lot et par an", "1");
  type("Pages imprimées par an", "2000");
  type("Prix d'une page imprimée (MAD)", "0,50");
  type("Heures par mois passées en appels et en relances", "10");
  type("Taux de charges impayées (%)", "12");
  type("Part des impayés que vous pensez recouvrer (%)", "25");
  type("Part de ces envois, impressions et heures qui passerait en ligne (%)", "50");
}

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("the savings estimator tool", () => {
  it("opens blank, supposes nothing, and saves nothing until a change", async () => {
    renderTool();
    await screen.findByText(/Tous les champs sont vides/);
    for (const input of document.querySelectorAll("input")) expect(input.value).toBe("");
    expect(amountOf("registered")).toContain("Non comptée");
    // Nothing typed yet, so nothing is wrong yet: the lots' count is asked for once a field changes.
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
    expect(window.localStorage.getItem(SAVINGS_ESTIMATOR_KEY)).toBeNull();
    type("Pages imprimées par an", "2000");
    expect(screen.getByLabelText("Nombre de lots").getAttribute("aria-invalid")).toBe("true");
    expect(window.localStorage.getItem(SAVINGS_ESTIMATOR_KEY)).not.toBeNull();
  });

  it("gives the worked example's range per line, and its cost savings apart from its arrears", async () => {
    const lots: number[] = [];
    renderTool((count) => lots.push(count));
    await screen.findByText(/Tous les champs sont vides/);
    fillWorkedExample();
    expect(amountOf("registered")).toBe("928,00 MAD à 1 396,00 MAD");
    expect(amountOf("bailiff")).toBe("1 000,00 MAD à 2 000,00 MAD");
    expect(amountOf("printing")).toBe("500,00 MAD");
    expect(amountOf("staff")).toBe("1 075,20 MAD");
    expect(amountOf("unpaid")).toBe("4 320,00 MAD");
    const cost = document.querySelector('[data-result="cost"]');
    const arrears = document.querySelector('[data-result="arrears"]');
    expect(cost?.querySelector("h4")?.textContent).toBe("Économies de coûts");
    expect(arrears?.querySelector("h4")?.textContent).toBe("Impayés recouvrés");
    // The unpaid line is under the arrears, not with the savings.
    expect(arrears?.querySelector('[data-line="unpaid"]')).not.toBeNull();
    expect(cost?.querySelector('[data-line="unpaid"]')).toBeNull();
    expect(plain(document.querySelector('[data-cell="cost-total"]')?.textContent)).toBe(
      "3 503,20 MAD à 4 971,20 MAD",
    );
    expect(plain(document.querySelector('[data-cell="arrears-total"]')?.textContent)).toBe("4 320,00 MAD");
    expect(document.querySelector('[data-cell="total"]')).toBeNull();
    const share = plain(cost?.querySelector('[data-cell="share"]')?.textContent);
    expect(share).toBe("Ces économies représentent 2,4 % à 3,5 % de vos charges annuelles.");
    await waitFor(() => expect(lots.at(-1)).toBe(40));
  });

  it("puts each error next to its field, keeps the other lines, saves the work and clears it", async () => {
    renderTool();
    await screen.findByText(/Tous les champs sont vides/);
    fillWorkedExample();
    type("Taux de charges impayées (%)", "120");
    const rate = screen.getByLabelText("Taux de charges impayées (%)");
    expect(plain(document.getElementById(`${rate.id}-error`)?.textContent)).toBe(
      "Un pourcentage ne peut pas dépasser 100.",
    );
    expect(rate.getAttribute("aria-invalid")).toBe("true");
    expect(rate.getAttribute("aria-describedby")).toBe(`${rate.id}-hint ${rate.id}-error`);
    type("Pages imprimées par an", "-5");
    expect(plain(document.getElementById("se-pagesPerYear-error")?.textContent)).toBe(
      "Un nombre négatif n'a pas de sens ici.",
    );
    type("Nombre de lots", "");
    expect(plain(document.getElementById("se-lots-error")?.textContent)).toBe("Indiquez le nombre de lots.");
    type("Nombre de lots", "40");
    expect(amountOf("unpaid")).toContain("À corriger : Taux de charges impayées (%)");
    expect(amountOf("registered")).toBe("928,00 MAD à 1 396,00 MAD");
    expect(amountOf("staff")).toBe("1 075,20 MAD");
    expect(screen.getByText(/2 champs à corriger/)).toBeTruthy();

    const saved = JSON.parse(window.localStorage.getItem(SAVINGS_ESTIMATOR_KEY) ?? "{}") as Record<
      string,
      string
    >;
    expect(saved.unpaidRate).toBe("120");
    expect(saved.lots).toBe("40");

    fireEvent.click(screen.getByRole("button", { name: "Effacer ma saisie" }));
    expect(window.localStorage.getItem(SAVINGS_ESTIMATOR_KEY)).toBeNull();
    expect(screen.getByText("Votre saisie a été effacée de ce navigateur.")).toBeTruthy();
    expect((screen.getByLabelText("Nombre de lots") as HTMLInputElement).value).toBe("");
  });

  it("reads back the saved work", async () => {
    window.localStorage.setItem(
      SAVINGS_ESTIMATOR_KEY,
      JSON.stringify({ version: 1, lots: "12", registeredPerYear: "1", shareOnline: "100" }),
    );
    renderTool();
    await screen.findByText(/Tous les champs sont vides/);
    window.localStorage.setItem(
      SAVINGS_ESTIMATOR_KEY,
      JSON.stringify({ ...emptySavingsForm(), lots: "12", registeredPerYear: "1", shareOnline: "100" }),
    );
    cleanup();
    renderTool();
    await screen.findByText("Votre saisie est gardée dans ce navigateur.");
    // 12 letters × 23,20 = 278,40 MAD; × 34,90 = 418,80 MAD.
    expect(amountOf("registered")).toBe("278,40 MAD à 418,80 MAD");
  });
});
