import { describe, expect, it } from "vitest";
import { readTypedNumber } from "#core/tools/typed-number";

const value = (text: string, intl: string, limits = {}) => {
  const read = readTypedNumber(text, intl, limits);
  return read?.ok ? read.value : read?.code;
};

describe("a number typed into a tool's field (decision 052)", () => {
  it("reads French with a decimal comma and thousands spaced, and refuses the point as a decimal", () => {
    expect(value("1 250,50", "fr")).toBe(1250.5);
    expect(value("1\u202f250,50", "fr")).toBe(1250.5);
    expect(value("1250", "fr")).toBe(1250);
    expect(value("0,125", "fr")).toBe(0.125);
    expect(value("24.001", "fr")).toBe("decimal-separator");
    expect(value("1200.50", "fr")).toBe("decimal-separator");
    expect(value("24,001", "fr", { maxDecimals: 2 })).toBe("too-many-decimals");
  });

  it("reads English with a decimal point and thousands in commas, and refuses the comma as a decimal", () => {
    expect(value("1,250.50", "en")).toBe(1250.5);
    expect(value("24,001", "en")).toBe(24001);
    expect(value("12,5", "en")).toBe("decimal-separator");
    expect(value("24.001", "en", { maxDecimals: 2 })).toBe("too-many-decimals");
  });

  it("reads Arabic as ar-MA writes it, Arabic-Indic digits and separators included", () => {
    expect(value("1.250,50", "ar-MA")).toBe(1250.5);
    expect(value("24.001", "ar-MA")).toBe(24001);
    expect(value("12.5", "ar-MA")).toBe("decimal-separator");
    expect(value("١٢٥٠", "ar-MA")).toBe(1250);
    expect(value("١٬٢٥٠٫٥", "ar-MA")).toBe(1250.5);
    expect(value("۱۲۵۰", "ar-MA")).toBe(1250);
  });

  it("calls a number too large that, before its decimals, and a text not a number that", () => {
    expect(value("999999999999999999,99", "fr", { maxDecimals: 2 })).toBe("too-large");
    expect(value("1 000 000 000 000,01", "fr")).toBe("too-large");
    expect(value("999 999 999 999,99", "fr", { maxDecimals: 2 })).toBe(999_999_999_999.99);
    expect(value("5", "fr", { max: 4 })).toBe("too-large");
    expect(value("187abc,99", "fr")).toBe("not-a-number");
    expect(value("douze", "fr")).toBe("not-a-number");
    expect(value("1 2 3", "fr")).toBe("not-a-number");
  });

  it("reads a minus sign, counts the decimals typed, and leaves a blank text unread", () => {
    expect(value("-5", "fr")).toBe(-5);
    expect(value("\u22125", "fr")).toBe(-5);
    expect(readTypedNumber("12,50", "fr")).toEqual({ ok: true, value: 12.5, decimals: 2 });
    expect(readTypedNumber("  ", "fr")).toBeUndefined();
  });
});
