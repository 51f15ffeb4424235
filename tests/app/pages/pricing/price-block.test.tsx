// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { priceOf, type Pricing } from "#core/content/pricing";
import { loadMessages } from "#core/i18n/messages";
import type { LocaleCode } from "#core/i18n/locales";
import { pack } from "#app/i18n/packed";
import { PriceBlock } from "#app/pages/pricing/price-block";

/**
 * The price of a plan as the pricing page shows it. No price ships (core/content/pricing.ts): a
 * set price is tried here, monthly and yearly, excluding and including VAT, in each language.
 */
const set: Pricing = {
  currency: "MAD",
  vatPercent: 20,
  monthsBilledPerYear: 10,
  monthlyHt: { basic: 1250, standard: undefined, premium: undefined },
};

function renderIn(code: LocaleCode, element: ReactNode) {
  const Stub = createRoutesStub([
    {
      id: "page",
      path: code === "fr" ? "/core/pricing" : `/${code}/core/pricing`,
      Component: () => <>{element}</>,
      loader: () => ({ messages: pack(loadMessages(code, ["pricing"])) }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={[code === "fr" ? "/core/pricing" : `/${code}/core/pricing`]} />);
}

const text = (id: string) => document.querySelector(`[data-price="${id}"]`)?.textContent;
const spaces = (s: string | null | undefined) => s?.replace(/[\u00a0\u202f]/g, " ");

afterEach(cleanup);

describe("PriceBlock", () => {
  it("shows a set price monthly and yearly, HT and TTC, in dirhams (fr)", async () => {
    renderIn("fr", <PriceBlock price={priceOf("basic", set)} monthsBilledPerYear={10} />);
    await screen.findByText("Par mois");
    expect(spaces(text("monthly-ht"))).toBe("1 250 MAD HT");
    expect(spaces(text("monthly-ttc"))).toBe("1 500 MAD TTC");
    expect(spaces(text("yearly-ht"))).toBe("12 500 MAD HT");
    expect(spaces(text("yearly-ttc"))).toBe("15 000 MAD TTC");
    expect(screen.getByText("L'année au prix de 10 mois")).toBeTruthy();
    expect(screen.queryByText("Sur devis")).toBeNull();
  });

  it("writes the amounts in English and in Arabic too", async () => {
    renderIn("en", <PriceBlock price={priceOf("basic", set)} monthsBilledPerYear={12} />);
    await screen.findByText("Per month");
    expect(spaces(text("monthly-ht"))).toBe("MAD 1,250 excl. VAT");
    expect(spaces(text("yearly-ttc"))).toBe("MAD 15,000 incl. VAT");
    expect(screen.queryByText(/A year for the price/)).toBeNull();
    cleanup();
    renderIn("ar", <PriceBlock price={priceOf("basic", set)} monthsBilledPerYear={12} />);
    await screen.findByText("شهريًا");
    expect(text("monthly-ttc")).toContain("1.500");
    expect(text("monthly-ttc")).toContain("مع احتساب الرسوم");
  });

  it("says on quote for a plan without a price", async () => {
    renderIn("fr", <PriceBlock price={priceOf("standard", set)} monthsBilledPerYear={10} />);
    expect(await screen.findByText("Sur devis")).toBeTruthy();
    expect(document.querySelector("[data-price]")).toBeNull();
    cleanup();
    renderIn("ar", <PriceBlock price={undefined} monthsBilledPerYear={12} />);
    expect(await screen.findByText("حسب العرض")).toBeTruthy();
    cleanup();
    renderIn("en", <PriceBlock price={undefined} monthsBilledPerYear={12} />);
    expect(await screen.findByText("Price on request")).toBeTruthy();
  });
});
