/**
 * A residence with arched windows and the Urbis app beside it, drawn in SVG with the theme's colours
 * (no image to download). Decorative: the hero's text says everything.
 */
const windowArch = (x: number, y: number) => `M${x} ${y + 34}V${y + 9}a9 9 0 0118 0V${y + 34}z`;

const windows = [0, 1, 2].flatMap((row) =>
  [0, 1, 2].map((col) => windowArch(104 + col * 44, 168 + row * 52)),
);

export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 480 440"
      aria-hidden="true"
      focusable="false"
      className="mx-auto w-full max-w-sm sm:max-w-md md:max-w-none"
    >
      {/* A horseshoe-arched frame, as over a riad's door */}
      <path d="M40 440V200a200 200 0 01400 0v240z" fill="var(--brand-soft)" />
      <g fill="none" stroke="var(--accent)" strokeWidth="2" opacity="0.55">
        <path d="M380 40h40v40h-40z" />
        <path d="M400 31.7l28.3 28.3-28.3 28.3-28.3-28.3z" />
      </g>
      <circle cx="400" cy="60" r="6" fill="var(--accent)" />

      {/* The residence */}
      <rect
        x="84"
        y="140"
        width="172"
        height="300"
        rx="6"
        fill="var(--surface)"
        stroke="var(--line)"
        strokeWidth="2"
      />
      <rect x="76" y="128" width="188" height="16" rx="4" fill="var(--brand)" />
      <g fill="var(--brand-soft)" stroke="var(--brand)" strokeWidth="1.5">
        {windows.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <path d="M146 440v-44a24 24 0 0148 0v44z" fill="var(--accent)" />
      <path d="M152 440v-42a18 18 0 0136 0v42z" fill="var(--accent-soft)" opacity="0.35" />

      <HeroPhone />
      <HeroNotification />
    </svg>
  );
}

/** The app: a phone with a confirmed request, an alert and a row of tabs. */
function HeroPhone() {
  return (
    <>
      <rect x="276" y="112" width="164" height="300" rx="26" fill="var(--brand-strong)" opacity="0.18" />
      <rect
        x="268"
        y="100"
        width="164"
        height="300"
        rx="26"
        fill="var(--surface)"
        stroke="var(--ink)"
        strokeWidth="3"
      />
      <rect x="326" y="112" width="48" height="8" rx="4" fill="var(--ink)" opacity="0.8" />
      <rect x="284" y="136" width="84" height="10" rx="5" fill="var(--ink)" opacity="0.85" />
      <rect x="284" y="152" width="120" height="7" rx="3.5" fill="var(--muted)" opacity="0.5" />

      <rect x="282" y="174" width="136" height="58" rx="12" fill="var(--brand-soft)" />
      <circle cx="302" cy="203" r="11" fill="var(--brand)" />
      <path
        d="M297 203l4 4 7-8"
        fill="none"
        stroke="var(--on-brand)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <TextBars x={320} y={192} widths={[78, 56]} />

      <rect x="282" y="242" width="136" height="58" rx="12" fill="var(--accent-soft)" />
      <circle cx="302" cy="271" r="11" fill="var(--accent)" />
      <path d="M302 265v7M302 276v.5" stroke="var(--surface)" strokeWidth="2.5" strokeLinecap="round" />
      <TextBars x={320} y={260} widths={[70, 86]} />

      <rect x="282" y="310" width="136" height="44" rx="12" fill="var(--sunken)" />
      <rect x="296" y="324" width="34" height="16" rx="5" fill="var(--brand)" opacity="0.85" />
      <rect x="338" y="324" width="34" height="16" rx="5" fill="var(--line)" />
      <rect x="380" y="324" width="26" height="16" rx="5" fill="var(--line)" />
      <g fill="var(--muted)" opacity="0.6">
        <circle cx="310" cy="378" r="5" />
        <circle cx="350" cy="378" r="5" />
        <circle cx="390" cy="378" r="5" />
      </g>
    </>
  );
}

/** A notification arriving beside the phone. */
function HeroNotification() {
  return (
    <g>
      <rect
        x="20"
        y="292"
        width="176"
        height="60"
        rx="16"
        fill="var(--surface)"
        stroke="var(--line)"
        strokeWidth="2"
      />
      <circle cx="50" cy="322" r="16" fill="var(--accent-soft)" />
      <path
        d="M44 326h12l-1.5-2v-5a4.5 4.5 0 00-9 0v5zM48.5 328.5a1.5 1.5 0 003 0"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <TextBars x={76} y={310} widths={[96, 70]} gap={16} />
    </g>
  );
}

/** A message's two lines, drawn as bars: its title (dark) and, `gap` below, a line of text (light). */
function TextBars({
  x,
  y,
  widths,
  gap = 15,
}: {
  x: number;
  y: number;
  widths: [number, number];
  gap?: number;
}) {
  return (
    <>
      <rect x={x} y={y} width={widths[0]} height="8" rx="4" fill="var(--ink)" opacity="0.75" />
      <rect x={x} y={y + gap} width={widths[1]} height="7" rx="3.5" fill="var(--muted)" opacity="0.55" />
    </>
  );
}
