import { AnnouncementModals } from "../../features/announcements/announcement-modals.tsx";
import { useTermsDue } from "../../features/terms/terms-due.ts";
import { lazyPart } from "../../lib/lazy-part.tsx";
import type { SignedInUser } from "../../lib/session-store.ts";

// Rarely due, so downloaded when they are: every signed-in page asks whether they are, few show one.
const TermsModal = lazyPart(async () => (await import("../../features/terms/terms-modal.tsx")).TermsModal);
const ForcedPasswordModal = lazyPart(
  async () => (await import("../../features/password/forced-password-modal.tsx")).ForcedPasswordModal,
);

export function DueModals({ user }: { user: SignedInUser }) {
  const terms = useTermsDue();
  // Until the terms are known, nothing shows: the password modal must not flash before them.
  if (!terms.settled) return null;
  if (terms.terms) return <TermsModal terms={terms.terms} />;
  if (user.funcoes.forca_senha) return <ForcedPasswordModal user={user} />;
  // Announcements wait for what must be settled first, so they never stack on top of it.
  return <AnnouncementModals userId={user.id} />;
}
