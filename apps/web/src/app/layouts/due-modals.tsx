import { AnnouncementModals } from "../../features/announcements/announcement-modals.tsx";
import { ForcedPasswordModal } from "../../features/password/forced-password-modal.tsx";
import { TermsModal, useTermsDue } from "../../features/terms/terms-modal.tsx";
import type { SignedInUser } from "../../lib/session-store.ts";

export function DueModals({ user }: { user: SignedInUser }) {
  const terms = useTermsDue();
  // Until the terms are known, nothing shows: the password modal must not flash before them.
  if (!terms.settled) return null;
  if (terms.terms) return <TermsModal terms={terms.terms} />;
  if (user.funcoes.forca_senha) return <ForcedPasswordModal user={user} />;
  // Announcements wait for what must be settled first, so they never stack on top of it.
  return <AnnouncementModals userId={user.id} />;
}
