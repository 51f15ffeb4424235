// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { loadMessages, sourceMessages } from "#core/i18n/messages";
import type { LocaleCode } from "#core/i18n/locales";
import { pack } from "#app/i18n/packed";
import { Estimator } from "#app/pages/pricing/estimator";

/**
 * The pricing page's estimator as a visitor types into it: each field read by the toolbox's one
 * rule for numbers (core/tools/typed-number.ts), each problem said next to its field in the page's
 * language, no estimate from a number half read, and what was typed left as it was.
 */
function renderIn(code: LocaleCode) {
  const path = code === "fr" ? "/core/pricing" : `/${code}/core/pricing`;
  const Stub = createRoutesStub([
    {
      id: "page",
      path,
      Component: Estimator,
      loader: () => ({ messages: pack(loadMessages(code, ["pricing"])) }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const copy = (code: LocaleCode, key: string) => sourceMessages(code, "pricing")[key] ?? key;
const plain = (text: string | null | undefined) =>
  (text ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/[\u2066-\u2069\u200e\u200f]/g, "");

async function type(code: LocaleCode, field: string, value: string) {
  const input = (await screen.findByLabelText(
    new RegExp(`^${copy(code, `pricing.estimate.${field}`)}`),
  )) as HTMLInputElement;
  fireEvent.input(input, { target: { value } });
  return input;
}
const errorOf = (input: HTMLInputElement) => plain(document.getElementById(`${input.id}-error`)?.textContent);
const status = () => plain(screen.getByRole("status").textContent);

afterEach(cleanup);

describe("the pricing estimator", () => {
  it("reads Arabic-Indic digits on /ar as the charges split does", async () => {
    renderIn("ar");
    const flats = await type("ar", "apartments", "٢٤٠");
    expect(errorOf(flats)).toBe("");
    expect(flats.getAttribute("aria-invalid")).toBeNull();
    // 240 × 2.5 = 600 users: Standard.
    expect(status()).toContain(copy("ar", "pricing.plan.standard.name"));
    expect(status()).toContain("600");
  });

  it("says what is wrong next to the field in Arabic, shows no estimate, and keeps what was typed", async () => {
    renderIn("ar");
    const flats = await type("ar", "apartments", "abc");
    expect(errorOf(flats)).toBe(copy("ar", "pricing.estimate.error.not-a-number"));
    expect(flats.getAttribute("aria-invalid")).toBe("true");
    expect(flats.getAttribute("aria-describedby")).toBe(`${flats.id}-error`);
    expect(flats.value).toBe("abc");
    expect(status()).not.toContain(copy("ar", "pricing.plan.basic.name"));
    expect(status()).toBe("صحّحوا الخانة المُشار إليها لمعرفة التقدير.");
  });

  it("refuses -50, 1,5 lots (not 15) and 0 users per lot in French, each with its own message", async () => {
    renderIn("fr");
    const villas = await type("fr", "villas", "-50");
    expect(errorOf(villas)).toBe("Ce nombre ne peut pas être négatif.");
    const shops = await type("fr", "shops", "1,5");
    expect(errorOf(shops)).toBe("Saisissez un nombre entier de lots, par exemple 24.");
    const people = await type("fr", "people", "0");
    expect(errorOf(people)).toBe("Indiquez entre 0,1 et 50 utilisateurs par lot.");
    expect(people.getAttribute("aria-describedby")).toBe(`${people.id}-hint ${people.id}-error`);
    expect(status()).toBe("Corrigez les 3 champs signalés pour voir l'estimation.");

    for (const input of [villas, shops, people]) fireEvent.input(input, { target: { value: "" } });
    await type("fr", "apartments", "15");
    expect(status()).toContain("15 lots × 2,5 = environ 38 utilisateurs.");
  });

  it("calls 1,5 lots in English what it is: not a whole number", async () => {
    renderIn("en");
    const shops = await type("en", "shops", "1,5");
    expect(errorOf(shops)).toBe("Enter a whole number of units, for example 24.");
    const people = await type("en", "people", "2,5");
    expect(errorOf(people)).toBe("Write decimals after a point, for example 2.5.");
  });
});
