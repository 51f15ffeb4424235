import { site } from "#core/content/site";
import type { MessageKey } from "#core/i18n/keys";
import { useT } from "#app/i18n/use-t";
import { Icon } from "./icon";

/** The prefilled messages a chat can open with (locales/*\/common.json), one per context. */
export type WhatsAppMessage = "whatsapp.message" | "whatsapp.message.demo" | "whatsapp.message.pricing";

/**
 * WhatsApp's click-to-chat address: the number's digits (country code first, no `+`) and the text
 * the chat opens with, URL-encoded. A plain link to wa.me: no script, font or image of theirs.
 */
export function whatsappHref(digits: string, text: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/**
 * "Message us on WhatsApp", with a first message in the visitor's language; nothing at all when
 * URBIS_PUBLIC_WHATSAPP is not set (decision 033). Holds no state or handler: it can sit in a
 * StaticPart.
 */
export function WhatsAppLink({
  message = "whatsapp.message",
  className = "",
  number = site.contact.whatsapp,
}: {
  message?: WhatsAppMessage;
  className?: string;
  /** Digits only, as core/content/site.ts keeps them. */
  number?: string;
}) {
  const t = useT();
  if (!number) return null;
  return (
    <a
      href={whatsappHref(number, t(message satisfies MessageKey))}
      className={`btn btn-secondary ${className}`}
    >
      <Icon name="chat-bubbles" className="size-5 text-brand" />
      {t("whatsapp.link")}
    </a>
  );
}
