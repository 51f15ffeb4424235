import type { FastifyReply, FastifyRequest } from "fastify";
import { attributionFieldNames, attributionFields } from "#core/attribution/fields";
import { fillTime, transportFieldNames, transportFields, type FormId } from "#core/forms/endpoints";
import type { FieldErrors } from "#core/forms/errors";
import { fieldErrors } from "#core/forms/errors";
import type { LocaleCode } from "#core/i18n/locales";
import { fromOrigin } from "#server/security/origin";
import { consentVersion } from "./consent-version";
import { formsTranslator } from "#core/i18n/forms-translator";
import { hashIp } from "./ip-hash";
import type { SubmissionMeta } from "./meta";
import { checkPage, invalidPage, problemPage, type ProblemKind } from "./answer-pages";
import { attributedForms, attributionOf, formPageOf } from "./attribution";
import { redirectToReceipt } from "./receipt";
import { requestLocale, wantsHtml } from "./request-locale";
import { checkSendToken, issueSendToken, type SendTokenState } from "./send-token";
import { StoreRefusal } from "./refusal";
import { copyTranslator } from "#core/i18n/messages";
import { readBooking, readSlotList, slotField, type SlotList } from "#core/booking/wire";
import { slotsPage } from "#server/booking/pages";

type Schema<T> = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
};

export type IntakeOptions<T> = {
  form: FormId;
  fields: Record<string, unknown>;
  schema: Schema<T>;
  /**
   * Stores a submission; `repeated` when its send token had stored it already (store.ts); what
   * `answer` holds is added to the JSON answer (a demo's booking). Throws StoreRefusal to refuse it.
   */
  store: (
    data: T,
    meta: SubmissionMeta,
  ) => Promise<{ reference: string; repeated?: true; answer?: Record<string, unknown> }>;
  /** Fields the form takes beside its schema's (the demo's `slot`), passed to the store in `meta`. */
  extraFields?: readonly (typeof slotField)[];
  /**
   * The times a submission may book (the demo, issue 32): a browser posting without script and
   * without `slot` is shown them (slotsPage) instead of the "check and send" page, when there is one.
   */
  freeTimes?: (data: T) => Promise<SlotList>;
  /** Called once the submission is stored (wakes the mail worker). */
  stored: () => void;
  /** What the "check and send" page shows of a valid submission: label and value, in `locale`. */
  summary: (data: T, locale: LocaleCode) => [string, string][];
  ipHashKey: string;
  /** Signs the tokens of the "check and send" page (send-token.ts). */
  sendKey: Buffer;
  minFillMs: number;
  stylesheets: readonly string[];
  /** The public origin (SERVICE_URL): a post from its pages is the site's own. */
  serviceUrl: string | undefined;
  /** Other sites whose pages may post the forms (FORM_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** Whether the receipt cookie of a form posted without script is `Secure` (HTTPS only). */
  secureCookies: boolean;
  now: () => Date;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The "check and send" page may be sent this soon after it was made, at the earliest (or sooner,
 * when FORM_MIN_FILL_MS is lower). Not FORM_MIN_FILL_MS's 3 s: that is for filling in a whole form;
 * this page is read over and sent by someone who has just filled it in. The wait is no real obstacle
 * to a robot either way; the round trip is — a robot that posts once stores nothing.
 */
export const CHECK_MIN_MS = 1500;
/** …and at the latest (then it is shown again, with a new token). */
export const CHECK_MAX_MS = 60 * 60_000;

/** Why a submission was refused without being looked at (nothing is stored). */
type Rejection = "honeypot" | "too-fast" | "no-fill-time" | "unreadable-fill-time";

const absent = (value: unknown) => value === undefined || value === "";

function rejection(
  body: Record<string, unknown>,
  canCheck: boolean,
  minFillMs: number,
): Rejection | undefined {
  const honeypot = body[transportFields.honeypot];
  if (!absent(honeypot)) return "honeypot";
  const fill = body[transportFields.fillMs];
  // A page whose script ran always says how long the form was open. A form posted without script
  // cannot: it goes through the "check and send" page (a browser), or is that page's post (with
  // its token). Any other client must say.
  if (absent(fill)) return canCheck ? undefined : "no-fill-time";
  const ms = fillTime(fill);
  if (ms === undefined) return "unreadable-fill-time";
  return ms >= minFillMs ? undefined : "too-fast";
}

/** The fields as hidden inputs: each value as a browser posts it, checkboxes one input each. */
function hiddenFields(fields: Record<string, unknown>): [string, string][] {
  return Object.entries(fields).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, String(item ?? "")]),
  );
}

/** One post to a form endpoint: its answer is in the visitor's language, as a page or as JSON. */
type Post = {
  request: FastifyRequest;
  reply: FastifyReply;
  locale: LocaleCode;
  asPage: boolean;
  pageOptions: { locale: LocaleCode; stylesheets: readonly string[] };
};

/** Why a post is refused before its fields are read: the status, the page's problem and the JSON. */
type Refusal = { status: number; kind: ProblemKind; json: Record<string, unknown> };

/**
 * The checks made before anything is looked at, in order: where the post comes from, its body, its
 * field names, then the honeypot and the fill time. The body, or why it is refused.
 */
function screen<T>(
  request: FastifyRequest,
  options: IntakeOptions<T>,
  known: Set<string>,
  asPage: boolean,
): { body: Record<string, unknown> } | { refusal: Refusal } {
  // A browser names the page the form was on. Another site's page is refused; no Origin at all
  // (curl, a server) is no browser, and is judged by the checks below.
  const origin = request.headers.origin;
  if (origin !== undefined && !fromOrigin(request, options.serviceUrl, options.allowedOrigins)) {
    request.log.info({ form: options.form, origin }, "submission refused: posted from another site");
    return { refusal: { status: 403, kind: "forbidden-origin", json: { error: "forbidden_origin" } } };
  }

  const body = request.body;
  if (!isRecord(body)) return { refusal: { status: 400, kind: "rejected", json: { error: "invalid_body" } } };

  const unknown = Object.keys(body).filter((name) => !known.has(name));
  if (unknown.length > 0)
    return { refusal: { status: 400, kind: "rejected", json: { error: "unknown_fields", fields: unknown } } };

  const token = body[transportFields.sendToken];
  const refused = rejection(body, asPage || !absent(token), options.minFillMs);
  if (refused) {
    request.log.info({ form: options.form, reason: refused }, "submission refused as automated");
    return { refusal: { status: 400, kind: "rejected", json: { error: "rejected" } } };
  }
  return { body };
}

/** Refused before anything is looked at: a page in the visitor's language, or JSON. */
function refuse({ reply, asPage, pageOptions }: Post, form: FormId, { status, kind, json }: Refusal) {
  return asPage
    ? reply
        .code(status)
        .type("text/html; charset=utf-8")
        .send(problemPage(form, kind, pageOptions))
    : reply.code(status).send(json);
}

/** Fields the schema refused: the form's page with its errors, or each error's key and message. */
function answerInvalid({ reply, asPage, locale, pageOptions }: Post, form: FormId, errors: FieldErrors) {
  if (asPage)
    return reply
      .code(422)
      .type("text/html; charset=utf-8")
      .send(invalidPage(form, errors, pageOptions));
  const t = formsTranslator(locale);
  return reply.code(422).send({
    error: "invalid",
    errors: Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, { key, message: t(key) }])),
  });
}

/** A post without a fill time: its fields, their data, and its send token's state `now`. */
type ToCheck<T> = {
  fields: Record<string, unknown>;
  data: T;
  token: unknown;
  state: Exclude<SendTokenState, "valid">;
  now: Date;
};

/**
 * A post without a fill time whose token does not let it be stored (none yet, too early, expired,
 * invalid): refused as JSON; a browser is shown the "check and send" page, with a token.
 */
function answerToCheck<T>(
  { request, reply, asPage, locale, pageOptions }: Post,
  options: IntakeOptions<T>,
  { fields, data, token, state, now }: ToCheck<T>,
) {
  request.log.info({ form: options.form, token: absent(token) ? "none" : state }, "submission to check");
  if (!asPage) return reply.code(400).send({ error: "rejected" });
  // Too early: the same token, which will do in a moment. Otherwise a new one.
  const next =
    state === "too-early" && typeof token === "string"
      ? token
      : issueSendToken(options.sendKey, options.form, fields, now);
  const notice = state === "too-early" || state === "expired" ? state : undefined;
  // A time chosen on the page of free times goes along too (outside the token's values).
  const slot = options.extraFields?.includes(slotField) ? slotValue(request.body) : undefined;
  const hidden: [string, string][] = [
    ...checkHidden({ request, locale }, options, fields, next),
    ...(slot === undefined ? [] : [[slotField, slot] as [string, string]]),
  ];
  return reply
    .code(200)
    .type("text/html; charset=utf-8")
    .send(checkPage(options.form, { rows: options.summary(data, locale), hidden, notice }, pageOptions));
}

/** The `slot` a post carries, as posted, or undefined. */
function slotValue(body: unknown): string | undefined {
  const value = isRecord(body) ? body[slotField] : undefined;
  return typeof value === "string" ? value : undefined;
}

/**
 * What the "check and send" page and the page of free times carry back: the language, the fields,
 * a lead's form page (its Referer now; the next post's is this page, decision 055), the send token.
 */
function checkHidden<T>(
  { request, locale }: { request: FastifyRequest; locale: LocaleCode },
  options: IntakeOptions<T>,
  fields: Record<string, unknown>,
  sendToken: string,
): [string, string][] {
  const formPage = attributedForms.includes(options.form)
    ? formPageOf(request, request.body as Record<string, unknown>, options.serviceUrl)
    : undefined;
  return [
    [transportFields.lang, locale],
    ...hiddenFields(fields),
    ...(formPage ? [[attributionFields.formPage, formPage] as [string, string]] : []),
    [transportFields.sendToken, sendToken],
  ];
}

/**
 * Without script (issue 32): the free times, whose post (with `slot`, and this send token over the
 * fields alone) books one; `taken`, after the time chosen was booked meanwhile, with the next ones.
 */
function answerTimes<T>(
  { request, reply, locale, pageOptions }: Post,
  options: IntakeOptions<T>,
  {
    fields,
    sendToken,
    slots,
    taken,
  }: { fields: Record<string, unknown>; sendToken: string; slots: SlotList; taken: boolean },
) {
  request.log.info({ form: options.form, taken }, "submission shown the free times");
  const hidden = checkHidden({ request, locale }, options, fields, sendToken);
  return reply
    .code(taken ? 409 : 200)
    .type("text/html; charset=utf-8")
    .send(slotsPage({ slots, hidden, ...(taken ? { notice: "taken" as const } : {}) }, pageOptions));
}

/**
 * Stores a valid submission and wakes the mail worker; answers its reference, or the receipt's page.
 * A send token stores one submission: posted again, it is answered as the first time.
 */
async function storeAndAnswer<T>(
  post: Post,
  options: IntakeOptions<T>,
  data: T,
  {
    body,
    fields,
    sendToken,
  }: { body: Record<string, unknown>; fields: Record<string, unknown>; sendToken: string | undefined },
) {
  const { request, reply, asPage, locale } = post;
  const slot = options.extraFields?.includes(slotField) ? body[slotField] : undefined;
  let stored: Awaited<ReturnType<IntakeOptions<T>["store"]>>;
  try {
    stored = await options.store(data, {
      locale,
      consentVersion: consentVersion(options.form),
      ipHash: hashIp(options.ipHashKey, request.ip),
      userAgent: String(request.headers["user-agent"] ?? "").slice(0, 500),
      createdAt: options.now(),
      sendToken,
      attribution: attributedForms.includes(options.form)
        ? attributionOf(request, body, { serviceUrl: options.serviceUrl, byPage: sendToken === undefined })
        : undefined,
      ...(typeof slot === "string" && slot !== "" ? { slot } : {}),
    });
  } catch (error) {
    if (!(error instanceof StoreRefusal)) throw error;
    request.log.info({ form: options.form, refused: error.key }, "submission refused by the store");
    // Without script, a time taken meanwhile: the next free ones, the same details and token.
    const slots = error.field === slotField ? readSlotList(error.extra.slots) : undefined;
    if (asPage && slots && sendToken !== undefined)
      return answerTimes(post, options, { fields, sendToken, slots, taken: true });
    const message = copyTranslator(locale, ["booking", "forms"])(error.key);
    return reply.code(409).send({
      error: "conflict",
      message,
      errors: { [error.field]: { key: error.key, message } },
      ...error.extra,
    });
  }
  const { reference, repeated, answer } = stored;
  if (repeated)
    request.log.info({ form: options.form, reference }, "submission already stored with this send token");
  else {
    options.stored();
    request.log.info({ form: options.form, reference }, "submission stored");
  }
  const email = String((data as { email?: unknown }).email ?? "");
  return asPage
    ? redirectToReceipt(
        reply,
        { form: options.form, reference, email, booking: readBooking(answer?.booking) },
        locale,
        options.secureCookies,
      )
    : reply.code(201).send({ reference, ...answer });
}

/**
 * One form endpoint: where the post comes from, strict fields, honeypot and minimum fill time, the
 * shared schema, then the store (a transaction with the e-mails). Answers JSON, or a small page to a
 * browser posting the form without script: first the "check and send" page (decision 026), whose
 * post is stored, then a redirect to the receipt's page (see receipt.ts).
 */
export function intakeHandler<T>(options: IntakeOptions<T>) {
  // A lead's form also takes where its visit came from (decision 055), kept apart from its fields.
  const sideFields = [
    ...transportFieldNames,
    ...(attributedForms.includes(options.form) ? attributionFieldNames : []),
    ...(options.extraFields ?? []),
  ];
  const known = new Set([...Object.keys(options.fields), ...sideFields]);

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const locale: LocaleCode = requestLocale(request);
    const pageOptions = { locale, stylesheets: options.stylesheets };
    const post: Post = { request, reply, locale, asPage: wantsHtml(request), pageOptions };
    reply.header("Cache-Control", "no-store");

    const screened = screen(request, options, known, post.asPage);
    if ("refusal" in screened) return refuse(post, options.form, screened.refusal);
    const { body } = screened;

    const fields = Object.fromEntries(Object.entries(body).filter(([name]) => !sideFields.includes(name)));
    const result = options.schema.safeParse(fields);
    if (!result.success) return answerInvalid(post, options.form, fieldErrors(result.error.issues));

    // Without a fill time: stored only when sent from the "check and send" page, in time, once.
    let sendToken: string | undefined;
    if (absent(body[transportFields.fillMs])) {
      const token = body[transportFields.sendToken];
      const now = options.now();
      const ages = { minAgeMs: Math.min(options.minFillMs, CHECK_MIN_MS), maxAgeMs: CHECK_MAX_MS };
      const state = checkSendToken(options.sendKey, token, options.form, fields, now, ages);
      // A browser without script that has not chosen a time (nor a call back) is shown the free
      // times first, when there are any; with no free time, today's flow.
      if (post.asPage && options.freeTimes && body[slotField] === undefined) {
        const slots = await options.freeTimes(result.data);
        if (slots.days.length > 0) {
          const next =
            (state === "valid" || state === "too-early") && typeof token === "string"
              ? token
              : issueSendToken(options.sendKey, options.form, fields, now);
          return answerTimes(post, options, { fields, sendToken: next, slots, taken: false });
        }
      }
      if (state !== "valid")
        return answerToCheck(post, options, { fields, data: result.data, token, state, now });
      sendToken = String(token);
    }

    return storeAndAnswer(post, options, result.data, { body, fields, sendToken });
  };
}
