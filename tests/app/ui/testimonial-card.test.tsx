// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Testimonial } from "#core/content/testimonials";
import { loadMessages } from "#core/i18n/messages";
import { pack } from "#app/i18n/packed";
import { TestimonialCard } from "#app/ui/testimonial-card";

/** The testimonials page shows each card with its role; the home page's preview without. */
function renderCard(element: ReactNode) {
  const Stub = createRoutesStub([
    {
      id: "page",
      path: "/en",
      Component: () => <ul>{element}</ul>,
      loader: () => ({ messages: pack(loadMessages("en", ["testimonials"])) }),
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/en"]} />);
}

const karim: Testimonial = { id: "karim", role: "MANAGER", city: "casablanca", rating: 4, initials: "KB" };

afterEach(cleanup);

describe("a testimonial's card", () => {
  it("gives the rating in words, the quote and who said it", async () => {
    renderCard(<TestimonialCard testimonial={karim} withRole={false} />);
    expect(await screen.findByRole("img", { name: "Rated 4 out of 5" })).toBeTruthy();
    expect(document.querySelectorAll("svg.fill-current")).toHaveLength(4);
    expect(document.querySelector("blockquote")?.textContent).not.toBe("");
    expect(document.querySelector("figcaption")?.textContent).toContain("KB");
  });

  it("names the role only where asked", async () => {
    renderCard(<TestimonialCard testimonial={karim} withRole />);
    expect(await screen.findByText("Manager")).toBeTruthy();
    cleanup();
    renderCard(<TestimonialCard testimonial={karim} withRole={false} />);
    await screen.findByRole("img", { name: "Rated 4 out of 5" });
    expect(screen.queryByText("Manager")).toBeNull();
  });

  it("marks a sample as such", async () => {
    renderCard(<TestimonialCard testimonial={{ ...karim, sample: true }} withRole={false} />);
    expect(await screen.findByText("Sample")).toBeTruthy();
  });
});
