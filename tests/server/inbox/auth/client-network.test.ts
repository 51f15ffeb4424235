import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientNetwork } from "#server/security/client-network";
import { Agent } from "../support/agent";
import { addStaff, signIn, startInbox, type Inbox } from "../support/inbox";

describe("the network an address stands for", () => {
  it("is an IPv4 address itself, and an IPv6 address's /64", () => {
    expect(clientNetwork("192.0.2.7")).toBe("192.0.2.7");
    expect(clientNetwork("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(clientNetwork("2001:db8:5::1")).toBe("2001:db8:5::/64");
    expect(clientNetwork("2001:db8:5:0:ffff:ffff:ffff:ffff")).toBe("2001:db8:5::/64");
    expect(clientNetwork("2001:0db8:0005:0001::1")).toBe("2001:db8:5:1::/64");
  });
});

/**
 * A client holds a whole IPv6 /64: trying a password from each of its addresses in turn must not
 * escape the sign-in throttle (5 failures for one account from one client, 20 for any accounts).
 */
describe("the sign-in throttle counts an IPv6 client by its /64", () => {
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startInbox("embedded");
    await addStaff(inbox);
  });
  afterAll(() => inbox.close());
  const from = (n: number) => new Agent(() => inbox.app, `2001:db8:5::${n.toString(16)}`);

  it("locks one account from one /64 after 5 failures, whatever the addresses used", async () => {
    const answers: number[] = [];
    for (let n = 1; n <= 5; n++) answers.push((await signIn(from(n), "salma@urbis.ma", "wrong")).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    // The right password from yet another address of the block is refused.
    expect((await signIn(from(0xffff))).statusCode).toBe(429);
    // Another /64 is another client: it signs in.
    expect((await signIn(new Agent(() => inbox.app, "2001:db8:6::1"))).statusCode).toBe(303);
  });
});
