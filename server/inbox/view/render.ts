import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * Inbox pages are HTML made on the server, with no script: React escapes every value it prints,
 * so whatever a visitor typed reaches the team as text, never as markup.
 */
export function renderPage(page: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
