import type { Notice } from "@trilha/contracts/rules/notice-visibility";
import { useNoticesFile, useServerDate } from "./api/notices.api.ts";

export interface NoticeSources {
  /** False until both answers (or failures) are in. */
  settled: boolean;
  notices: Notice[];
  /** The server's time, or null when it could not be had. */
  serverNow: Date | null;
  /** dataservidor's `resultado`: whether the repeating 'n-time-user' notice is kept. */
  keepRepeating: boolean;
}

/**
 * The notices file and the server's clock, fetched side by side (neither waits for the other). The
 * dataservidor query is shared with the announcements, which ask for the same call.
 */
export function useNoticeSources(): NoticeSources {
  const file = useNoticesFile();
  const clock = useServerDate();
  const settled = !file.isPending && !clock.isPending;
  const serverNow = clock.data ? new Date(clock.data.data) : null;
  return {
    settled,
    notices: file.data ?? [],
    serverNow: serverNow && !Number.isNaN(serverNow.getTime()) ? serverNow : null,
    keepRepeating: clock.data?.resultado === true,
  };
}
