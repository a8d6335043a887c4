import { Icon } from "../../components/ui/icon.tsx";

/** Small line icons drawn in currentColor, so they follow the palette and the contrast modes. */

export function MenuIcon() {
  return <Icon d="M4 6h16M4 12h16M4 18h16" size={24} strokeLinecap="round" />;
}

export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
      <path
        d="M12 3.2l2.7 5.5 6 .9-4.4 4.2 1 6-5.3-2.8-5.3 2.8 1-6-4.4-4.2 6-.9z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <Icon
      d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
      size={20}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
