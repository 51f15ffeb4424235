import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

/**
 * A browser for service tests: keeps the cookies the inbox sets (path /inbox) and sends them back,
 * and posts forms the way a page of the inbox does (same Origin, URL-encoded).
 */
export const ORIGIN = "http://localhost";

export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: () => FastifyInstance,
    /** The client's IP address, as the service sees it. */
    private readonly remoteAddress = "127.0.0.1",
  ) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.app().inject({
      remoteAddress: this.remoteAddress,
      ...options,
      cookies: Object.fromEntries(this.cookies),
    });
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const ended =
        cookie.value === "" || cookie.maxAge === 0 || (cookie.expires && cookie.expires < new Date());
      if (ended) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: "GET", url });
  }

  /** A form post from an inbox page; `headers` overrides (e.g. a foreign Origin). */
  post(
    url: string,
    form: Record<string, string | string[]>,
    headers: Record<string, string | undefined> = {},
  ) {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form))
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    const sent = Object.fromEntries(
      Object.entries({
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        ...headers,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    return this.request({ method: "POST", url, payload: body.toString(), headers: sent });
  }
}

/** The value of a hidden field of the page (the CSRF token, the sign-in token). */
export function hiddenValue(html: string, name: string): string {
  const match = html.match(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`));
  if (!match?.[1]) throw new Error(`No hidden field ${name} in the page`);
  return match[1];
}
