import { describe, expect, it } from "vitest";
import { splitCharges } from "#core/tools/charges-split";
import { columnAsKey, inferDecimal, parseNumber, parsePastedLots } from "#core/tools/paste-table";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

describe("core/tools/paste-table", () => {
  it("reads a French Excel range: header row, CRLF, narrow no-break spaces, decimal comma", () => {
    const text = `Lot\tTantièmes\r\nA1\t1${NNBSP}250,5\r\nA2\t875\r\n`;
    expect(parsePastedLots(text)).toEqual({
      lots: [
        { id: "A1", shares: 1250.5, row: 2 },
        { id: "A2", shares: 875, row: 3 },
      ],
      errors: [],
      hasHeader: true,
      decimal: ",",
      otherColumns: [],
    });
  });

  it("reads a Google Sheets range in English without a header: 1,250.5 has a decimal point", () => {
    const result = parsePastedLots("A1\t1,250.5\nA2\t99.5\n", ",");
    expect(result.hasHeader).toBe(false);
    expect(result.decimal).toBe(".");
    expect(result.lots.map((lot) => [lot.id, lot.shares])).toEqual([
      ["A1", 1250.5],
      ["A2", 99.5],
    ]);
  });

  it("finds the columns by their names in any order, and ignores the others", () => {
    const text = "Étage\tAppartement\tQuote-part\n1\tB12\t120\n2\tB22\t130";
    expect(parsePastedLots(text).lots).toEqual([
      { id: "B12", shares: 120, row: 2 },
      { id: "B22", shares: 130, row: 3 },
    ]);
  });

  it("reads an Arabic header and Arabic-Indic digits", () => {
    const result = parsePastedLots("الشقة\tالحصة\nأ١\t١٢٥\nأ٢\t٧٥");
    expect(result.lots.map((lot) => [lot.id, lot.shares])).toEqual([
      ["أ١", 125],
      ["أ٢", 75],
    ]);
    // The site calls a lot "الوحدة" (docs/glossary.md), and the tool's page asks for that header.
    const units = parsePastedLots("الوحدة\tالحصص\tالمصعد\nA1\t60\t0\nA2\t40\t1");
    expect(units.errors).toEqual([]);
    expect(units.lots.map((lot) => lot.id)).toEqual(["A1", "A2"]);
    expect(units.otherColumns.map((column) => column.name)).toEqual(["المصعد"]);
  });

  it("reads no-break spaces, points between thousands and quoted cells", () => {
    const text = `"Lot ""A"""\t10${NBSP}000\nB\t1.250,75`;
    expect(parsePastedLots(text).lots).toEqual([
      { id: 'Lot "A"', shares: 10000, row: 1 },
      { id: "B", shares: 1250.75, row: 2 },
    ]);
  });

  it("takes the visitor's separator when the table never says: 1,250 alone", () => {
    expect(parsePastedLots("A\t1,250", ",").lots[0]?.shares).toBe(1.25);
    expect(parsePastedLots("A\t1,250", ".").lots[0]?.shares).toBe(1250);
  });

  it("names a missing column", () => {
    expect(parsePastedLots("Lot\tSurface\nA1\t80").errors).toEqual([
      { code: "missing-column", column: "shares" },
    ]);
    expect(parsePastedLots("A1\nA2").errors).toEqual([{ code: "missing-column", column: "shares" }]);
  });

  it("gives the line of a value that is not a number, and keeps the other lots", () => {
    const result = parsePastedLots("Lot\tTantièmes\nA1\t100\nA2\tcent\nA3\t1,2,3");
    expect(result.lots).toEqual([{ id: "A1", shares: 100, row: 2 }]);
    expect(result.errors).toEqual([
      { code: "not-a-number", row: 3, column: "shares", value: "cent" },
      { code: "not-a-number", row: 4, column: "shares", value: "1,2,3" },
    ]);
  });

  it("reports a blank line inside the table, and ignores blank lines around it", () => {
    const result = parsePastedLots("\r\nLot\tTantièmes\r\nA1\t100\r\n\r\nA2\t200\r\n\r\n\r\n");
    expect(result.errors).toEqual([{ code: "empty-row", row: 4 }]);
    expect(result.lots.map((lot) => lot.row)).toEqual([3, 5]);
  });

  it("reports a row without a lot, and an empty paste", () => {
    expect(parsePastedLots("Lot\tTantièmes\n\t100").errors).toEqual([{ code: "missing-lot", row: 2 }]);
    expect(parsePastedLots(" \n\n").errors).toEqual([{ code: "empty" }]);
  });

  it("infers the decimal separator from the first cell that settles it", () => {
    expect(inferDecimal(["1 000", "12,5"], ".")).toBe(",");
    expect(inferDecimal(["1.000.000"], ".")).toBe(",");
    expect(inferDecimal(["1,000"], ".")).toBe(".");
  });

  it("accepts thousands separators only between groups of three", () => {
    expect(parseNumber("1.234.567,5", ",")).toBe(1234567.5);
    expect(parseNumber("12.34", ",")).toBeUndefined();
    expect(parseNumber("-5", ",")).toBe(-5);
  });

  it("keeps the other named columns, and turns the one the syndic picks into a special key", () => {
    // The lift column leaves G1 blank: G1 does not bear the lift. "Étage" is kept but not a key.
    const text = "Lot\tTantièmes\tAscenseur\tÉtage\nG1\t60\t\t0\n101\t80\t1\t1\n201\t90\t2\t2";
    const result = parsePastedLots(text);
    expect(result.otherColumns.map((column) => column.name)).toEqual(["Ascenseur", "Étage"]);
    const lift = result.otherColumns[0];
    if (!lift) throw new Error("no lift column");
    const key = columnAsKey(lift, "lift");
    expect(key).toEqual({
      id: "lift",
      lots: [
        { lotId: "101", shares: 1 },
        { lotId: "201", shares: 2 },
      ],
    });
    // 300 centimes of lift over shares 1 and 2: 100 and 200; G1 pays nothing for it.
    const outcome = splitCharges({
      lots: result.lots,
      keys: [key],
      headings: [{ id: "lift", amount: 300, keyId: "lift" }],
    });
    expect(outcome.ok && outcome.value.lots.map((lot) => [lot.lotId, lot.yearly])).toEqual([
      ["G1", 0],
      ["101", 100],
      ["201", 200],
    ]);
  });
});
