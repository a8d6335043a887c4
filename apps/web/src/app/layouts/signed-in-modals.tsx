import { isSignedInPath } from "@trilha/contracts/web-paths";
import { useLocation } from "react-router";
import { useSession } from "../../lib/use-session.ts";
import { DueModals } from "./signed-in-chrome.tsx";

/**
 * The modals a signed-in person must act on before using the platform, one at a time: the terms of use first
 * (agreeing to the rules comes before anything done on the platform, choosing a password included), then the
 * forced password change. Visiting users act on someone else's account, so neither is theirs to settle.
 */
export function SignedInModals() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status !== "signed-in" || !isSignedInPath(pathname) || session.user.visitante) return null;
  return <DueModals key={session.user.token} user={session.user} />;
}
