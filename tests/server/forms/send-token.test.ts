import { describe, expect, it } from "vitest";
import { checkSendToken, issueSendToken, sendTokenKey, valuesHash } from "#server/forms/send-token";

const key = sendTokenKey("the service's secret");
const fields = {
  name: "Karim",
  message: "Bonjour\nMerci",
  timeSlots: ["weekday-morning", "saturday-morning"],
};
const window = { minAgeMs: 1500, maxAgeMs: 60 * 60_000 };
const at = new Date("2026-05-10T08:00:00Z");
const later = (ms: number) => new Date(at.getTime() + ms);

describe("the token of the check-and-send page", () => {
  it("hashes the values as a browser posts them back: any order, CRLF or LF, one checkbox as one value", () => {
    const hash = valuesHash(fields);
    expect(valuesHash({ timeSlots: fields.timeSlots, message: "Bonjour\r\nMerci", name: "Karim" })).toBe(
      hash,
    );
    expect(valuesHash({ a: ["x"] })).toBe(valuesHash({ a: "x" }));
    expect(valuesHash({ a: "x", b: [] })).toBe(valuesHash({ a: "x" }));
    expect(valuesHash({ consent: true })).toBe(valuesHash({ consent: "true" }));
    expect(valuesHash({ ...fields, name: "Karim " })).not.toBe(hash);
    expect(valuesHash({ ...fields, timeSlots: [...fields.timeSlots].reverse() })).not.toBe(hash);
  });

  it("is valid for the same form and values between the minimum and the maximum age", () => {
    const token = issueSendToken(key, "contact", fields, at);
    expect(checkSendToken(key, token, "contact", fields, later(1500), window)).toBe("valid");
    expect(checkSendToken(key, token, "contact", fields, later(60 * 60_000), window)).toBe("valid");
    expect(checkSendToken(key, token, "contact", fields, later(1499), window)).toBe("too-early");
    expect(checkSendToken(key, token, "contact", fields, later(60 * 60_000 + 1), window)).toBe("expired");
  });

  it("is invalid for other values, another form, another key, the future, or altered", () => {
    const token = issueSendToken(key, "contact", fields, at);
    const now = later(5000);
    expect(checkSendToken(key, token, "contact", { ...fields, name: "Salma" }, now, window)).toBe("invalid");
    expect(checkSendToken(key, token, "demo", fields, now, window)).toBe("invalid");
    expect(checkSendToken(sendTokenKey("another"), token, "contact", fields, now, window)).toBe("invalid");
    expect(checkSendToken(key, token, "contact", fields, later(-1), window)).toBe("invalid");
    const [time, mac] = token.split(".") as [string, string];
    const shifted = `${(parseInt(time, 36) - 10_000).toString(36)}.${mac}`;
    expect(checkSendToken(key, shifted, "contact", fields, now, window)).toBe("invalid");
    for (const bad of [undefined, "", "abc", `${time}.`, `${time}.${mac}x`, ["x"]])
      expect(checkSendToken(key, bad, "contact", fields, now, window)).toBe("invalid");
  });
});
