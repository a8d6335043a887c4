interface IconProps {
  /** The drawing, on a 24×24 grid. */
  d: string;
  /** Filled in the text's colour; otherwise drawn as a line of `strokeWidth`. */
  filled?: boolean;
  strokeWidth?: number;
  strokeLinecap?: "round";
  strokeLinejoin?: "round";
  /** Width and height in pixels; without it, the stylesheet sizes the icon. */
  size?: number;
  className?: string;
}

/**
 * A decorative icon drawn in currentColor, so it follows the palette and the contrast modes. It is hidden from
 * assistive technology: the control it sits in says what it does.
 */
export function Icon({
  d,
  filled = false,
  strokeWidth = 2,
  strokeLinecap,
  strokeLinejoin,
  size,
  className,
}: IconProps) {
  const paint = filled
    ? { fill: "currentColor" }
    : { fill: "none", stroke: "currentColor", strokeWidth, strokeLinecap, strokeLinejoin };
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} {...paint} />
    </svg>
  );
}

/** The accessibility figure (a person, arms open), head and body in one drawing. */
export const ACCESSIBILITY_FIGURE =
  "M14 4a2 2 0 1 1-4 0 2 2 0 1 1 4 0ZM4 7.5a1 1 0 0 1 1.2-.7c2.3.6 4.5.9 6.8.9s4.5-.3 6.8-.9a1 1 0 1 1 .5 1.9c-1.7.5-3.4.8-5.3.9V13l2 7.7a1 1 0 1 1-1.9.5L12.3 15h-.6L10 21.2a1 1 0 1 1-1.9-.5L10 13V9.6c-1.9-.1-3.6-.4-5.3-.9A1 1 0 0 1 4 7.5Z";

/** A cross, for the buttons that close or dismiss. */
export const CLOSE_CROSS = "M6 6l12 12M18 6 6 18";
