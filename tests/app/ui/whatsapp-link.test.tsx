import { describe, expect, it } from "vitest";
import { sourceMessages } from "#core/i18n/messages";
import { locales } from "#core/i18n/locales";
import { localizePath } from "#core/paths/localize";
import { renderAt } from "../support/render-at";
import { whatsappHref, WhatsAppLink, type WhatsAppMessage } from "#app/ui/whatsapp-link";

/** An attribute's value as the browser reads it (React escapes & and ' in markup). */
const decodeAttribute = (value: string) => value.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

const number = "212612345678";
const messages: WhatsAppMessage[] = ["whatsapp.message", "whatsapp.message.demo", "whatsapp.message.pricing"];

describe("the WhatsApp link (app/ui/whatsapp-link.tsx)", () => {
  it("builds wa.me's address: the digits, and the first message URL-encoded", () => {
    expect(whatsappHref(number, "Bonjour Urbis, une question ?")).toBe(
      "https://wa.me/212612345678?text=Bonjour%20Urbis%2C%20une%20question%20%3F",
    );
    const arabic = "مرحبًا Urbis";
    expect(new URL(whatsappHref(number, arabic)).searchParams.get("text")).toBe(arabic);
  });

  for (const locale of locales) {
    it(`opens the chat with the ${locale.label} message of each context`, async () => {
      const copy = sourceMessages(locale.code, "common");
      for (const message of messages) {
        const html = await renderAt(
          localizePath("/core/demo", locale.code),
          <WhatsAppLink number={number} message={message} />,
        );
        const href = decodeAttribute(/href="([^"]+)"/.exec(html)?.[1] ?? "");
        const url = new URL(href);
        expect(url.origin + url.pathname).toBe(`https://wa.me/${number}`);
        expect(url.searchParams.get("text")).toBe(copy[message]);
        expect(copy[message]?.length).toBeGreaterThan(20);
        expect(html).toContain(copy["whatsapp.link"]);
        // Nothing of WhatsApp's own is loaded: no script, no image, no font.
        expect(html).not.toMatch(/<(script|img|link)\b/);
      }
    });
  }

  it("renders nothing without a number (URBIS_PUBLIC_WHATSAPP unset)", async () => {
    expect(await renderAt("/", <WhatsAppLink number={undefined} />)).toBe("");
  });

  it("writes each language's message in that language", () => {
    const [fr, en, ar] = (["fr", "en", "ar"] as const).map((code) => sourceMessages(code, "common"));
    expect(fr?.["whatsapp.message"]).toMatch(/^Bonjour/);
    expect(en?.["whatsapp.message"]).toMatch(/^Hello/);
    expect(ar?.["whatsapp.message"]).toMatch(/[\u0600-\u06ff]/);
  });
});
