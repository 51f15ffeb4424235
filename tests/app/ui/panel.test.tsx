import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Panel } from "#app/ui/panel";

const frame = "rounded-3xl border border-line bg-surface p-6 sm:p-8";

describe("a panel", () => {
  it("is a framed section named by its h2", () => {
    const html = renderToStaticMarkup(
      <Panel id="hours-title" title="Hours">
        <p>Open</p>
      </Panel>,
    );
    expect(html).toBe(
      `<section aria-labelledby="hours-title" class="${frame}">` +
        `<h2 id="hours-title" class="text-2xl font-bold tracking-tight">Hours</h2><p>Open</p></section>`,
    );
  });

  it("leads its title with the icon, and keeps its own id and place classes", () => {
    const html = renderToStaticMarkup(
      <Panel id="t" anchor="form" title="Write" icon="clock" titleSize="small" className="self-start">
        <p />
      </Panel>,
    );
    expect(html).toContain(`<section id="form" aria-labelledby="t" class="self-start ${frame}">`);
    expect(html).toContain(`<h2 id="t" class="flex items-center gap-3 text-xl font-bold"><svg`);
    expect(html).toMatch(/class="size-6 shrink-0 text-brand"[^>]*>.*<\/svg>Write<\/h2>/);
  });

  it("given only its anchor, names its heading after it", () => {
    const html = renderToStaticMarkup(
      <Panel anchor="method" title="Method">
        <p />
      </Panel>,
    );
    expect(html).toContain(`<section id="method" aria-labelledby="method-title" class="${frame}">`);
    expect(html).toContain(`<h2 id="method-title" class="text-2xl font-bold tracking-tight">Method</h2>`);
  });
});
