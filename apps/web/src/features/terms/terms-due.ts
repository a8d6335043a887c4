import type { CallResponse } from "@trilha/contracts/call";
import type { termsCurrent } from "@trilha/contracts/terms.calls";
import { useTermsCurrent } from "./api/terms.api.ts";

export type CurrentTerms = CallResponse<typeof termsCurrent>;

/**
 * Whether the signed-in user still owes an acceptance of the current terms. Undecided while loading; a failed
 * load does not lock anyone out of the platform (the next page load asks again).
 */
export function useTermsDue(): { settled: boolean; terms: CurrentTerms | null } {
  const query = useTermsCurrent();
  if (query.isPending) return { settled: false, terms: null };
  const terms = query.data && !query.data.aceito ? query.data : null;
  return { settled: true, terms };
}
