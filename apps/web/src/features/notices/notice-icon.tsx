import type { NoticeType } from "@trilha/contracts/rules/notice-visibility";
import { Icon } from "../../components/ui/icon.tsx";

/** A distinct shape per type (triangle, clock, star), so the type never rests on colour alone. */
const PATHS: Record<NoticeType, string> = {
  advertencia: "M12 3 2 21h20L12 3Zm0 6v6m0 2.5v.5",
  lembrete: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3.5 2",
  novidade: "m12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7L12 3Z",
};

export function NoticeIcon({ type }: { type: NoticeType }) {
  return (
    <Icon
      className="notice-banner__icon"
      d={PATHS[type]}
      size={22}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
