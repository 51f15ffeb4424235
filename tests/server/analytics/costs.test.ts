import { isbot } from "isbot";
import { describe, expect, it } from "vitest";
import { analyticsDay } from "#server/analytics/day";
import { robotCheck } from "#server/analytics/robots";

/** What the endpoint keeps to spend less per beacon (decision 064) answers as it did without. */

const browser = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${n}`;
const robots = [
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  "curl/8.5.0",
  "python-requests/2.32.3",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
];

describe("the robot check", () => {
  it("answers as isbot, again and again, for browsers and robots", () => {
    const isRobot = robotCheck();
    for (let round = 0; round < 3; round++) {
      for (const agent of robots) expect(isRobot(agent), agent).toBe(true);
      for (let n = 0; n < 5; n++) expect(isRobot(browser(n))).toBe(false);
    }
    for (const agent of [...robots, browser(0)]) expect(isRobot(agent)).toBe(isbot(agent));
    // Each string is kept once, however often it is seen.
    expect(isRobot.size()).toBe(robots.length + 5);
  });

  it("keeps a bounded number of strings, and none longer than a browser's", () => {
    const isRobot = robotCheck(100, 512);
    for (let n = 0; n < 1000; n++) expect(isRobot(browser(n))).toBe(false);
    expect(isRobot.size()).toBe(100);
    // A forged string too long to be a browser's is matched, not kept.
    const isRobotToo = robotCheck(100, 512);
    expect(isRobotToo(`${browser(0)} ${"x".repeat(600)}`)).toBe(isbot(`${browser(0)} ${"x".repeat(600)}`));
    expect(isRobotToo(`bot ${"x".repeat(600)}`)).toBe(true);
    expect(isRobotToo.size()).toBe(0);
  });

  it("forgets the string seen least recently, not one seen again", () => {
    const isRobot = robotCheck(2);
    isRobot(robots[0] ?? "");
    isRobot(browser(1));
    isRobot(robots[0] ?? ""); // seen again: the browser is now the least recent
    isRobot(browser(2));
    expect(isRobot.size()).toBe(2);
    // Still answered right, whichever was forgotten.
    expect(isRobot(robots[0] ?? "")).toBe(true);
    expect(isRobot(browser(1))).toBe(false);
  });
});

describe("the day a beacon counts in", () => {
  it("turns at Casablanca's midnight, whatever was asked just before", () => {
    // Casablanca is at UTC+1 in late November: its 30 November begins at 23:00 UTC on the 29th.
    expect(analyticsDay(new Date("2026-11-29T22:59:00.000Z"))).toBe("2026-11-29");
    expect(analyticsDay(new Date("2026-11-29T22:59:59.999Z"))).toBe("2026-11-29");
    expect(analyticsDay(new Date("2026-11-29T23:00:00.000Z"))).toBe("2026-11-30");
    expect(analyticsDay(new Date("2026-11-29T23:00:59.999Z"))).toBe("2026-11-30");
    expect(analyticsDay(new Date("2026-11-29T22:59:30.000Z"))).toBe("2026-11-29");
    // Any date after any other, not only the next minute.
    expect(analyticsDay(new Date("2027-03-01T12:00:00.000Z"))).toBe("2027-03-01");
    expect(analyticsDay(new Date("2026-01-01T00:30:00.000Z"))).toBe("2026-01-01");
    expect(analyticsDay(new Date("2025-12-31T22:59:59.000Z"))).toBe("2025-12-31");
  });
});
