import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { warmViewScreens } from "./ui/product-view/view-screen";

/**
 * Used only at build time, to prerender every page: it waits for the whole page so each file is
 * complete HTML, whoever reads it.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  // The views' screens, which the browser loads on demand, are drawn into the HTML directly.
  await warmViewScreens();
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { status, headers }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}
