import { isSignedInPath } from "@trilha/contracts/web-paths";
import { useLocation } from "react-router";
import { AnnouncementModals } from "../../features/announcements/announcement-modals.tsx";
import { ForcedPasswordModal } from "../../features/password/forced-password-modal.tsx";
import { TermsModal, useTermsDue } from "../../features/terms/terms-modal.tsx";
import type { SignedInUser } from "../../lib/session-store.ts";
import { useSession } from "../../lib/use-session.ts";

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

function DueModals({ user }: { user: SignedInUser }) {
  const terms = useTermsDue();
  // Until the terms are known, nothing shows: the password modal must not flash before them.
  if (!terms.settled) return null;
  if (terms.terms) return <TermsModal terms={terms.terms} token={user.token} />;
  if (user.funcoes.forca_senha) return <ForcedPasswordModal user={user} />;
  // Announcements wait for what must be settled first, so they never stack on top of it.
  return <AnnouncementModals userId={user.id} />;
}
