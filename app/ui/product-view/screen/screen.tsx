import type { Block, ProductView } from "#core/content/product-views/types";
import { frameFor } from "#core/content/product-views/types";
import { Calendar } from "./calendar";
import { Chart } from "./chart";
import { Chat } from "./chat-bubble";
import { Form } from "./form-field";
import { DesktopFrame, PhoneFrame } from "./frames";
import { RowList } from "./list-row";
import { Notifications } from "./notification";
import { Stats } from "./stats";
import { TopBar } from "./top-bar";
import { useViewText, type ViewText } from "./text";

/** The sample moment on every phone's status bar. */
const clock = { at: "2026-05-12T09:41:00+01:00", show: "time" } as const;

function BlockView({ block, text }: { block: Block; text: ViewText }) {
  switch (block.kind) {
    case "stats":
      return <Stats block={block} text={text} />;
    case "list":
      return <RowList heading={block.heading} rows={block.rows} text={text} />;
    case "calendar":
      return <Calendar month={block.month} marked={block.marked} selected={block.selected} text={text} />;
    case "chart":
      return <Chart block={block} text={text} />;
    case "form":
      return <Form block={block} text={text} />;
    case "notifications":
      return <Notifications block={block} text={text} />;
    case "chat":
      return <Chat block={block} text={text} />;
  }
}

/**
 * One screen of the app in the frame of the person who uses it (frameFor): a phone, or a desktop
 * window whose blocks flow in two columns after the first `wide` ones.
 */
export function Screen({ view }: { view: ProductView }) {
  const text = useViewText();
  const top = (
    <TopBar
      title={view.title}
      subtitle={view.subtitle ?? "views.common.residence"}
      action={view.action}
      text={text}
    />
  );
  const blocks = view.blocks.map((block, i) => <BlockView key={i} block={block} text={text} />);
  if (frameFor(view.role) === "phone") {
    return (
      <PhoneFrame clock={text(clock)}>
        {top}
        {blocks}
      </PhoneFrame>
    );
  }
  const wide = view.wide ?? 1;
  return (
    <DesktopFrame current={view.nav ?? "dashboard"} text={text}>
      {top}
      {blocks.slice(0, wide)}
      {blocks.length > wide && (
        <div className="grid items-start gap-3 sm:grid-cols-2">
          <div className="space-y-3">{blocks.filter((_, i) => i >= wide && (i - wide) % 2 === 0)}</div>
          <div className="space-y-3">{blocks.filter((_, i) => i >= wide && (i - wide) % 2 === 1)}</div>
        </div>
      )}
    </DesktopFrame>
  );
}
