import type { FastifyInstance, FastifyRequest } from "fastify";
import { checkForgery } from "../http/guard";
import { field, fields, sendPage, signedInContext, staff, type InboxDeps } from "../http/request-context";
import {
  DEFAULT_SETTINGS,
  WEEKDAYS,
  draftOf,
  parsePresenter,
  parseSettings,
  type DemoSettings,
  type PresenterDraft,
  type SettingsDraft,
  type Weekday,
} from "./input";
import {
  casablancaDay,
  feedUrl,
  findPresenter,
  newPresenter,
  readClosedDays,
  readSettings,
  renewFeedToken,
  savePresenter,
  saveSettings,
} from "./store";
import { SettingsPage } from "./settings-page";
import { PresenterPage } from "./view";

/** The form as it was typed: every field kept, so a refused form loses nothing. */
function presenterDraft(body: unknown): PresenterDraft {
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, field(body, `hours${day}`) ?? ""])) as Record<
    Weekday,
    string
  >;
  return {
    firstName: field(body, "firstName") ?? "",
    languages: fields(body, "languages"),
    hours,
    mode: field(body, "mode") ?? "",
    meetingLink: field(body, "meetingLink") ?? "",
    active: field(body, "active") === "on",
    daysOff: field(body, "daysOff") ?? "",
  };
}

function settingsDraft(body: unknown): SettingsDraft {
  const values = Object.fromEntries(
    (Object.keys(DEFAULT_SETTINGS) as (keyof DemoSettings)[]).map((key) => [key, field(body, key) ?? ""]),
  ) as Record<keyof DemoSettings, string>;
  return { ...values, closedDays: field(body, "closedDays") ?? "" };
}

/**
 * Presenting demos (issue 32): each account edits its own — the route takes no account from the
 * request, only the session's — and the team's settings and closed days.
 */
export function registerPresenterRoutes(inbox: FastifyInstance, deps: InboxDeps, allowedOrigins: string[]) {
  registerPresentingRoutes(inbox, deps, allowedOrigins);
  registerSettingsRoutes(inbox, deps, allowedOrigins);
}

/** One's own presenting and calendar feed. */
function registerPresentingRoutes(inbox: FastifyInstance, deps: InboxDeps, allowedOrigins: string[]) {
  const guarded = { preHandler: checkForgery(allowedOrigins) };
  const origin = (request: FastifyRequest) =>
    deps.config.SERVICE_URL ?? `${request.protocol}://${request.host}`;

  async function showPresenter(request: FastifyRequest, extra: { saved?: boolean; shownUrl?: string } = {}) {
    const { user } = staff(request);
    const stored = await findPresenter(deps.db, user.id, casablancaDay(new Date()));
    const draft = draftOf(stored ?? newPresenter(user.name));
    const feed = { hasFeed: stored?.hasFeed ?? false, saved: extra.saved ?? false, shownUrl: extra.shownUrl };
    return (
      <PresenterPage
        context={signedInContext(request, { section: "presenting" })}
        draft={draft}
        errors={{}}
        feed={feed}
        stored={Boolean(stored)}
      />
    );
  }

  inbox.get<{ Querystring: Record<string, unknown> }>("/presenting", async (request, reply) =>
    sendPage(reply, await showPresenter(request, { saved: request.query.saved === "1" })),
  );

  inbox.post("/presenting", guarded, async (request, reply) => {
    const { user } = staff(request);
    const draft = presenterDraft(request.body);
    const parsed = parsePresenter(draft);
    if (!parsed.ok) {
      const today = casablancaDay(new Date());
      const stored = await findPresenter(deps.db, user.id, today);
      const feed = { hasFeed: stored?.hasFeed ?? false, saved: false };
      return sendPage(
        reply,
        <PresenterPage
          context={signedInContext(request, { section: "presenting" })}
          draft={draft}
          errors={parsed.errors}
          feed={feed}
          stored={Boolean(stored)}
        />,
        400,
      );
    }
    await savePresenter(deps.db, user.id, parsed.value, casablancaDay(new Date()));
    return reply.redirect("/inbox/presenting?saved=1", 303);
  });

  // The answer to this POST is the only place the feed's secret is ever shown.
  inbox.post("/presenting/feed", guarded, async (request, reply) => {
    const token = await renewFeedToken(deps.db, staff(request).user.id);
    if (!token) return reply.redirect("/inbox/presenting", 303);
    return sendPage(reply, await showPresenter(request, { shownUrl: feedUrl(origin(request), token) }));
  });
}

/** The team's settings and closed days: one page for everyone. */
function registerSettingsRoutes(inbox: FastifyInstance, deps: InboxDeps, allowedOrigins: string[]) {
  const guarded = { preHandler: checkForgery(allowedOrigins) };

  async function showSettings(request: FastifyRequest, saved: boolean) {
    const today = casablancaDay(new Date());
    const [settings, closed] = await Promise.all([readSettings(deps.db), readClosedDays(deps.db, today)]);
    const draft: SettingsDraft = {
      ...(Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])) as Record<
        keyof DemoSettings,
        string
      >),
      closedDays: closed.map((c) => `${c.day} ${c.label}`.trim()).join("\n"),
    };
    return (
      <SettingsPage
        context={signedInContext(request, { section: "settings" })}
        draft={draft}
        errors={{}}
        saved={saved}
      />
    );
  }

  inbox.get<{ Querystring: Record<string, unknown> }>("/settings", async (request, reply) =>
    sendPage(reply, await showSettings(request, request.query.saved === "1")),
  );

  inbox.post("/settings", guarded, async (request, reply) => {
    const draft = settingsDraft(request.body);
    const parsed = parseSettings(draft);
    if (!parsed.ok)
      return sendPage(
        reply,
        <SettingsPage
          context={signedInContext(request, { section: "settings" })}
          draft={draft}
          errors={parsed.errors}
          saved={false}
        />,
        400,
      );
    await saveSettings(deps.db, parsed.value, parsed.closedDays, casablancaDay(new Date()));
    return reply.redirect("/inbox/settings?saved=1", 303);
  });
}
