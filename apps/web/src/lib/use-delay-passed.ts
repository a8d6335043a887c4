import { useEffect, useState } from "react";

/** False until `ms` have passed since the component mounted, then true: for the spec's "after n ms" delays. */
export function useDelayPassed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return passed;
}
