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

  it("puts an error next to its field, keeps the last results, saves the work, and clears it", async () => {
    renderTool();
    const amounts = await screen.findAllByLabelText("Montant annuel (MAD)");
    fireEvent.change(amounts[0] as HTMLElement, { target: { value: "-5" } });
    const error = document.getElementById(`${amounts[0]?.id}-error`);
    expect(plain(error?.textContent)).toBe("Un montant ne peut pas être négatif.");
    expect(amounts[0]?.getAttribute("aria-invalid")).toBe("true");
    expect(amounts[0]?.getAttribute("aria-describedby")).toBe(`${amounts[0]?.id}-error`);
    expect(yearOf("A1")).toBe("13 680,29 MAD");
    expect(plain(screen.getByText(/1 champ à corriger/).textContent)).toContain("dernière saisie complète");
    const saved = JSON.parse(window.localStorage.getItem(CHARGES_SPLIT_KEY) ?? "{}") as {
      headings: { amount: string }[];
    };
    expect(saved.headings[0]?.amount).toBe("-5");

    fireEvent.change(amounts[0] as HTMLElement, { target: { value: "36000" } });
    expect(document.getElementById(`${amounts[0]?.id}-error`)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Effacer ma saisie" }));
    expect(window.localStorage.getItem(CHARGES_SPLIT_KEY)).toBeNull();
    expect(screen.getByText("Votre saisie a été effacée de ce navigateur.")).toBeTruthy();
    expect(document.querySelectorAll("tr[data-lot]")).toHaveLength(0);
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
