import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import type { Database } from "#server/db/client";
import { hit, peek } from "#server/db/counters";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The forms' rate-limit counts, kept in the database (server/db/counters.ts) rather than in one
 * process's memory: a client is counted once however many instances its requests reach. Each
 * route counts on its own, as the plugin's default store does.
 *
 * A route whose config says `rateLimitCountedBy: "instance"` is counted in this instance's memory
 * instead (the plugin's own store): a read that changes nothing and is answered from memory, such
 * as the slot list, would otherwise write a row for every request (decision 063). Behind several
 * instances its limit then holds per instance.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly scope = "form") {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = new Date();
      hit(db, `${this.scope}:${key}`, timeWindow, now).then(
        ({ count, windowEnds }) =>
          callback(null, { current: count, ttl: windowEnds.getTime() - now.getTime() }),
        (error: Error) => callback(error),
      );
    }

    /** What the next request would meet, without counting it. */
    read(key: string, callback: Callback) {
      const now = new Date();
      const scoped = `${this.scope}:${key}`;
      peek(db, [scoped], now).then(
        (counts) => {
          const count = counts.get(scoped);
          callback(
            null,
            count
              ? { current: count.count, ttl: count.windowEnds.getTime() - now.getTime() }
              : { current: 0, ttl: 0 },
          );
        },
        (error: Error) => callback(error),
      );
    }

    child(options: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      // The plugin passes the route's options merged with its own, the route under `routeInfo`.
      const route = (options as { routeInfo?: typeof options }).routeInfo ?? options;
      if (route.config?.rateLimitCountedBy === "instance") return new LocalStore(false, false);
      return new DatabaseStore(`form:${String(route.method)} ${String(route.url)}`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Where the route's rate limit is counted: the database (the default), or this instance. */
    rateLimitCountedBy?: "database" | "instance";
  }
}
