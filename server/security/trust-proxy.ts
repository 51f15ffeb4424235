import { BlockList, isIP } from "node:net";
import { z } from "zod";

/**
 * Which hops of `X-Forwarded-For` the service believes (TRUST_PROXY): Fastify's trust function,
 * `address` being a hop's address and `hop` its distance from the service (0: the socket's peer).
 * The client's address is then the nearest hop not trusted.
 */
export type ProxyTrust = ((address: string, hop: number) => boolean) & {
  /** Set when TRUST_PROXY is a number of hops, believed whoever they are. */
  readonly hops?: number;
};

/** Names for the usual private ranges, as proxy-addr (Express, Fastify) knows them. */
const namedRanges: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** Adds `entry` (an address, a CIDR range or a name) to `list`; false when it is none of them. */
function add(list: BlockList, entry: string): boolean {
  const named = namedRanges[entry];
  if (named) return named.every((range) => add(list, range));
  const [address = "", prefix, ...rest] = entry.split("/");
  if (rest.length > 0 || !isIP(address)) return false;
  if (prefix === undefined) {
    list.addAddress(address, family(address));
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (isIP(address) === 6 ? 128 : 32)) return false;
  list.addSubnet(address, bits, family(address));
  return true;
}

const usage =
  "write the number of proxies in front of the service (TRUST_PROXY=1) or their addresses, " +
  "comma-separated (TRUST_PROXY=10.0.0.2 or TRUST_PROXY=10.0.0.0/8,fd00::/8; loopback, " +
  "linklocal and uniquelocal name the private ranges)";

/**
 * TRUST_PROXY: off (`false`, the default, or `0`); a number of hops (`1`: the nearest proxy, and
 * only it, is believed); or the proxies' addresses and ranges. `true` — every hop believed, so
 * any client could pick its own address with `X-Forwarded-For` — stops the service at start.
 */
export const trustProxySetting = z
  .string()
  .default("false")
  .transform((value, context): ProxyTrust | false => {
    const text = value.trim();
    if (text === "" || text === "false" || text === "0") return false;
    if (text === "true") {
      context.addIssue({
        code: "custom",
        message: `"true" would believe every X-Forwarded-For hop, so any client could choose its own address: ${usage}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops > 10) {
        context.addIssue({ code: "custom", message: `${hops} proxies is not plausible: ${usage}` });
        return z.NEVER;
      }
      return Object.assign((_address: string, hop: number) => hop < hops, { hops });
    }
    const list = new BlockList();
    const entries = text.split(",").map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !add(list, entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: "custom",
        message: `${wrong.map((entry) => `"${entry}"`).join(", ")} is not an address, a range or a number: ${usage}`,
      });
      return z.NEVER;
    }
    return (address) => isIP(address) !== 0 && list.check(address, family(address));
  });

const loopback = new BlockList();
add(loopback, "loopback");

/** Whether only this machine can reach a service listening on `host` (HOST). */
export function loopbackOnly(host: string): boolean {
  if (host === "localhost") return true;
  return isIP(host) !== 0 && loopback.check(host, family(host));
}

type ProxySettings = {
  NODE_ENV: string;
  HOST: string;
  TRUST_PROXY: ProxyTrust | false;
  SERVICE_URL?: string | undefined;
};

/**
 * A number of hops believes the nearest ones whoever they are: on a port others can reach (HOST
 * 0.0.0.0, ::, or any address but loopback), a client that comes straight to it forwards its own
 * address and escapes the rate limits, or has another address locked out of the sign-in. Said at
 * start (a warning, or the configuration refused in production); undefined when all is well.
 */
export function reachableHops({ HOST, TRUST_PROXY }: ProxySettings): string | undefined {
  if (!TRUST_PROXY || TRUST_PROXY.hops === undefined || loopbackOnly(HOST)) return undefined;
  const hops =
    TRUST_PROXY.hops === 1
      ? "the nearest hop, whoever it is"
      : `the nearest ${TRUST_PROXY.hops} hops, whoever they are`;
  return (
    `TRUST_PROXY=${TRUST_PROXY.hops} believes ${hops}, and HOST=${HOST} lets others reach the service without a proxy: ` +
    "any of them could write its own address in X-Forwarded-For. Name the proxies instead " +
    "(TRUST_PROXY=127.0.0.1 for nginx on this machine, TRUST_PROXY=10.0.0.2 or a range for one on another), " +
    "or listen on loopback only (HOST=127.0.0.1)"
  );
}

/**
 * What production refuses of TRUST_PROXY beside the other settings: a number of hops on a port
 * others can reach (reachableHops), and a proxy without SERVICE_URL — the redirect to HTTPS would
 * then have only the Host header to go to, which the client writes.
 */
export function trustProxyRules(config: ProxySettings, context: z.RefinementCtx) {
  if (config.NODE_ENV !== "production" || !config.TRUST_PROXY) return;
  const reachable = reachableHops(config);
  if (reachable) context.addIssue({ code: "custom", path: ["TRUST_PROXY"], message: reachable });
  if (!config.SERVICE_URL)
    context.addIssue({
      code: "custom",
      path: ["SERVICE_URL"],
      message:
        "TRUST_PROXY is set, so SERVICE_URL must name the public origin (SERVICE_URL=https://urbis.ma): " +
        "the redirect to HTTPS and the same-origin checks would otherwise take the Host header, which the client writes",
    });
}
