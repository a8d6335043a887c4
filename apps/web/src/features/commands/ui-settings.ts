import { writeFollowedSetting } from "../../lib/local-storage.ts";

/**
 * The accessibility settings live under the spec's local-storage keys (`contraste`, `fontes`); whatever applies
 * them to the page follows `storage` events, this tab's included.
 */
export function writeUiSetting(key: "contraste" | "fontes", value: string): void {
  writeFollowedSetting(key, value);
}
