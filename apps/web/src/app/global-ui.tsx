import { useEffect } from "react";
import { useNavigation } from "react-router";
import { GlobalAlerts } from "../components/ui/global-alerts.tsx";
import { ProgressBar } from "../components/ui/progress-bar.tsx";
import { ToastHost } from "../components/ui/toast-host.tsx";
import { CommandsLauncher } from "../features/commands/commands-launcher.tsx";
import { pageProgress } from "../lib/progress.ts";

/** A navigation that waits (a page's code being downloaded, a loader) runs the loading bar. */
function useNavigationProgress(): void {
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (!busy) return;
    const end = pageProgress.begin();
    return () => end();
  }, [busy]);
}

/**
 * The chrome that belongs to no layout and shows over any page (spec §1): the loading bar, the global alert,
 * the notifications and the hidden commands dialog. Mounted once, in the root route.
 */
export function GlobalUi() {
  useNavigationProgress();
  return (
    <>
      <ProgressBar />
      <GlobalAlerts />
      <ToastHost />
      <CommandsLauncher />
    </>
  );
}
