import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { isolateRuns } from "#app/i18n/bidi";

const markup = (text: string) => renderToStaticMarkup(<>{isolateRuns(text)}</>);

describe("isolateRuns (app/i18n/bidi.tsx)", () => {
  it("puts each left-to-right run of a right-to-left text in a bdi of its own", () => {
    expect(markup("الطابق -1")).toBe('الطابق <bdi dir="ltr">-1</bdi>');
    expect(markup("الحراسة 09:00–13:00")).toBe('الحراسة <bdi dir="ltr">09:00–13:00</bdi>');
    expect(markup("B12 · 112 م²")).toBe('<bdi dir="ltr">B12</bdi> · <bdi dir="ltr">112</bdi> م²');
  });

  it("isolates a lone sign, time range or code, which the page's direction would reorder", () => {
    expect(markup("-1")).toBe('<bdi dir="ltr">-1</bdi>');
    expect(markup("09:00–13:00")).toBe('<bdi dir="ltr">09:00–13:00</bdi>');
  });

  it("leaves Latin words alone, with nothing to reorder (and a background axe can read)", () => {
    expect(markup("Excel")).toBe("Excel");
    expect(markup("تصدير بصيغة Excel")).toBe("تصدير بصيغة Excel");
    expect(markup("Excel B12")).toBe('Excel <bdi dir="ltr">B12</bdi>');
    expect(markup("Google Calendar")).toBe("Google Calendar");
    expect(markup("بلا أرقام")).toBe("بلا أرقام");
  });
});
