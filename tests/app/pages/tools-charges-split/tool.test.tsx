// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadMessages } from "#core/i18n/messages";
import { CHARGES_SPLIT_KEY } from "#core/storage-keys";
import { pack } from "#app/i18n/packed";
import Tool from "#app/pages/tools-charges-split/tool";

/** The tool as the page loads it, in French, with the page's copy as its data. */
function renderTool(onLots: (count: number) => void = () => undefined) {
  const Stub = createRoutesStub([
    {
      id: "page",
      path: "/core/tools/charges-split",
      Component: () => <Tool onLots={onLots} />,
      loader: () => ({ messages: pack(loadMessages("fr", ["tools"])) }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/core/tools/charges-split"]} />);
}

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");
const yearOf = (lot: string) =>
  plain(document.querySelector(`tr[data-lot="${lot}"] [data-cell="year"]`)?.textContent);

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe("the charges split tool", () => {
  it("opens on the example, its lots adding up to its budget, and saves nothing until a change", async () => {
    const lots: number[] = [];
    renderTool((count) => lots.push(count));
    await screen.findByText("Un exemple est déjà rempli : remplacez-le par les chiffres de votre immeuble.");
    expect(yearOf("A1")).toBe("13 680,29 MAD");
    expect(plain(document.querySelector('[data-cell="total"]')?.textContent)).toBe("54 721,17 MAD");
    // The page hears the count from an effect, which runs after the paint the text came with.
    await waitFor(() => expect(lots.at(-1)).toBe(4));
    expect(window.localStorage.getItem(CHARGES_SPLIT_KEY)).toBeNull();
  });

  it("puts an error next to its field, shows no results until it is fixed, saves the work, and clears it", async () => {
    renderTool();
    const amounts = await screen.findAllByLabelText("Montant annuel (MAD)");
    fireEvent.change(amounts[0] as HTMLElement, { target: { value: "-5" } });
    const error = document.getElementById(`${amounts[0]?.id}-error`);
    expect(plain(error?.textContent)).toBe("Un montant ne peut pas être négatif.");
    expect(amounts[0]?.getAttribute("aria-invalid")).toBe("true");
    expect(amounts[0]?.getAttribute("aria-describedby")).toBe(`${amounts[0]?.id}-error`);
    expect(document.querySelectorAll("tr[data-lot]")).toHaveLength(0);
    expect(plain(screen.getByText(/1 champ à corriger/).textContent)).toContain(
      "Corrigez les champs signalés pour voir la répartition.",
    );
    const saved = JSON.parse(window.localStorage.getItem(CHARGES_SPLIT_KEY) ?? "{}") as {
      headings: { amount: string }[];
    };
    expect(saved.headings[0]?.amount).toBe("-5");

    fireEvent.change(amounts[0] as HTMLElement, { target: { value: "36000" } });
    expect(document.getElementById(`${amounts[0]?.id}-error`)).toBeNull();
    expect(yearOf("A1")).toBe("13 680,29 MAD");
    fireEvent.click(screen.getByRole("button", { name: "Effacer ma saisie" }));
    expect(window.localStorage.getItem(CHARGES_SPLIT_KEY)).toBeNull();
    expect(screen.getByText("Votre saisie a été effacée de ce navigateur.")).toBeTruthy();
    expect(document.querySelectorAll("tr[data-lot]")).toHaveLength(0);
  });

  it("shows no figure read from part of a field: '187abc,99' is not 187, and no green check (issue 34 §3.4)", async () => {
    renderTool();
    const amounts = await screen.findAllByLabelText("Montant annuel (MAD)");
    fireEvent.change(amounts[0] as HTMLElement, { target: { value: "187abc,99" } });
    expect(plain(document.getElementById(`${amounts[0]?.id}-error`)?.textContent)).toBe(
      "Saisissez un nombre, par exemple 1 250,50.",
    );
    expect(document.querySelectorAll("tr[data-lot]")).toHaveLength(0);
    expect(document.querySelector('[data-cell="check"]')).toBeNull();
    expect(document.querySelector('[data-results="invalid"]')).not.toBeNull();
  });

  it("leaves none of the example's results on a blank page (issue 34 §3.4)", async () => {
    renderTool();
    await screen.findByText("Un exemple est déjà rempli : remplacez-le par les chiffres de votre immeuble.");
    expect(document.querySelectorAll("tr[data-lot]")).toHaveLength(4);
    fireEvent.click(screen.getByRole("button", { name: "Partir d'une page vierge" }));
    await screen.findByText("Les résultats s'affichent dès que le budget et les lots sont complets.");
    expect(document.querySelectorAll("tr[data-lot]")).toHaveLength(0);
    expect(document.querySelector('[data-cell="check"]')).toBeNull();
    // A blank form has nothing to correct yet.
    expect(screen.queryByText(/champ à corriger/)).toBeNull();
  });

  it("warns, beside the results, when shares with no declared total add up to 990 (issue 34 §3.6)", async () => {
    window.localStorage.setItem(
      CHARGES_SPLIT_KEY,
      JSON.stringify({
        version: 1,
        headings: [{ uid: "h1", name: "Gardiennage", amount: "1000", keyUid: "" }],
        lots: [
          { uid: "l1", name: "B1", shares: "500" },
          { uid: "l2", name: "B2", shares: "490" },
        ],
        declaredTotal: "",
        keys: [],
      }),
    );
    renderTool();
    await screen.findByText("Votre saisie est gardée dans ce navigateur.");
    const warning = "Ces tantièmes totalisent 990 et non 1 000 : un lot est peut-être mal saisi.";
    expect(plain(document.querySelector('[data-warning="declaredTotal"]')?.textContent)).toContain(warning);
    expect(plain(document.querySelector('[data-warning="results"]')?.textContent)).toContain(warning);
    expect(yearOf("B1")).toBe("505,05 MAD");
  });

  it("shows each lot's part of a special key under its year (issue 34 §3.7)", async () => {
    window.localStorage.setItem(
      CHARGES_SPLIT_KEY,
      JSON.stringify({
        version: 1,
        headings: [{ uid: "h1", name: "Entretien", amount: "100", keyUid: "k1" }],
        lots: [
          { uid: "l1", name: "B1", shares: "1" },
          { uid: "l2", name: "B2", shares: "2" },
        ],
        declaredTotal: "",
        keys: [{ uid: "k1", name: "Ascenseur", declaredTotal: "", shares: { l2: "1" } }],
      }),
    );
    renderTool();
    await screen.findByText("Votre saisie est gardée dans ce navigateur.");
    expect(plain(document.querySelector('tr[data-lot="B2"] [data-key-part="k1"]')?.textContent)).toBe(
      "dont Ascenseur : 100,00 MAD",
    );
    expect(document.querySelector('tr[data-lot="B1"] [data-key-part]')).toBeNull();
  });

  it("reads back the saved work, and lists a pasted table's errors by line without changing the lots", async () => {
    window.localStorage.setItem(
      CHARGES_SPLIT_KEY,
      JSON.stringify({
        version: 1,
        headings: [{ uid: "h1", name: "Gardiennage", amount: "1000", keyUid: "" }],
        lots: [
          { uid: "l1", name: "B1", shares: "1" },
          { uid: "l2", name: "B2", shares: "1" },
          { uid: "l3", name: "B3", shares: "1" },
        ],
        declaredTotal: "",
        keys: [],
      }),
    );
    renderTool();
    await screen.findByText("Votre saisie est gardée dans ce navigateur.");
    expect(yearOf("B1")).toBe("333,34 MAD");
    expect(yearOf("B2")).toBe("333,33 MAD");
    expect(screen.getByText(/\+1 centime : Gardiennage/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Coller un tableau depuis votre tableur"), {
      target: { value: "Lot\tTantièmes\nC1\tdix" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Remplacer les lots par ce tableau" }));
    expect(plain(document.getElementById("cs-paste-error")?.textContent)).toBe(
      "Ligne 2 : « dix » n'est pas un nombre de tantièmes.",
    );
    expect(yearOf("B1")).toBe("333,34 MAD");
  });
});
