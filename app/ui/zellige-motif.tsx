import { useId } from "react";

/**
 * Zellige-inspired motif: an eight-pointed star lattice on a 48 px tile, stroked in the colour of
 * its box (`currentColor`) so it follows the theme. Decorative; it fills its positioned parent.
 *
 * Drawn as an inline SVG pattern, not as a CSS mask or background image: the browser builds an SVG
 * image as a document of its own on the page's main thread, which took 25–40 ms on the benchmark's
 * machine (four times that on the phone Lighthouse simulates), after the first paint.
 */
export function ZelligeMotif({ className }: { className: string }) {
  const id = useId();
  return (
    <svg aria-hidden="true" focusable="false" className={`absolute inset-0 size-full ${className}`}>
      <defs>
        <pattern id={id} width="48" height="48" patternUnits="userSpaceOnUse">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.2"
            d="M16 16h16v16H16zM24 12.7 35.3 24 24 35.3 12.7 24zM24 0v12.7M24 35.3V48M0 24h12.7M35.3 24H48M8 0 0 8M40 0l8 8M48 40l-8 8M8 48 0 40"
          />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
