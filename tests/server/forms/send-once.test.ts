import { describe, expect, it } from "vitest";
import { browserHeaders, checkPageForm, noScriptBody } from "../support/check-page";
import { backends } from "../support/database";
import { must } from "../support/must";
import { validContact } from "../support/payloads";
import { counts } from "../support/rows";
import { sharedService, startService } from "../support/service";

const url = "/api/contact-messages";
const jsonHeaders = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };

/**
 * One "check and send" page, one submission (decision 026): its token stores the submission the
 * first time it is posted, and any later post of it (the button pressed twice, the page sent again
 * from the history, a retry by the network) answers as the first did, storing nothing. Before, each
 * post stored a submission: 303, 303, then 201 as JSON made three rows.
 */
describe.each(backends)("a check-and-send page stores one submission (%s database)", (backend) => {
  // No minimum wait: the check page's token may be sent at once.
  const service = sharedService(() => startService(backend, { JOBS: "false", FORM_MIN_FILL_MS: "0" }));

  const post = (body: URLSearchParams, headers: Record<string, string>) =>
    service().app.inject({ method: "POST", url, payload: body.toString(), headers });

  /** The values the check page sends back, with its token. */
  async function checkPage(lang: string) {
    const page = await post(noScriptBody(validContact, lang), browserHeaders);
    expect(page.statusCode).toBe(200);
    return checkPageForm(page.body).body;
  }

  /** The reference the receipt's page shows to the browser that holds this answer's cookie. */
  async function receipt(answer: Awaited<ReturnType<typeof post>>) {
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${url}/received?lang=en`);
    const cookie = must(
      answer.cookies.find((c) => c.name === "urbis-receipt"),
      "the receipt's cookie",
    );
    const page = await service().app.inject({
      method: "GET",
      url: `${url}/received?lang=en`,
      headers: { accept: "text/html", cookie: `urbis-receipt=${cookie.value}` },
    });
    expect(page.statusCode).toBe(200);
    return must(/CON-[0-9A-Z]+/.exec(page.body)?.[0], "a reference on the receipt's page");
  }

  it("sent again, as a page or as JSON, answers the same receipt and stores nothing new", async () => {
    const body = await checkPage("en");
    const first = await receipt(await post(body, browserHeaders));
    expect(await counts(service().app.db)).toMatchObject({ submissions: 1, contact: 1, outbox: 2 });

    expect(await receipt(await post(body, browserHeaders))).toBe(first);
    const json = await post(body, jsonHeaders);
    expect(json.statusCode).toBe(201);
    expect(json.json()).toEqual({ reference: first });
    expect(await counts(service().app.db)).toMatchObject({ submissions: 1, contact: 1, outbox: 2 });

    // Another check page, for the same values, is another submission.
    const other = await receipt(await post(await checkPage("en"), browserHeaders));
    expect(other).not.toBe(first);
    expect(await counts(service().app.db)).toMatchObject({ submissions: 2, contact: 2, outbox: 4 });
  });

  it("sent several times at once, stores one submission and answers each post with it", async () => {
    const body = await checkPage("fr");
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(body, jsonHeaders)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const references = new Set(answers.map((answer) => answer.json<{ reference: string }>().reference));
    expect(references.size).toBe(1);
    expect(await counts(service().app.db)).toMatchObject({ submissions: 1, contact: 1, outbox: 2 });
  });
});
