import { FloatingMenu } from "../../features/floating-options/floating-menu.tsx";
import { lazyPart } from "../../lib/lazy-part.tsx";

/** The options show only once the menu is opened: their code (and their dialogs') is downloaded then. */
const FloatingOptionList = lazyPart(
  async () => (await import("./floating-option-list.tsx")).FloatingOptionList,
);

/**
 * Spec §2 "Floating options". LayoutShell renders this only while the tenant is active and never on the plain
 * logged layout.
 */
export function FloatingOptions() {
  return (
    <FloatingMenu>
      <FloatingOptionList />
    </FloatingMenu>
  );
}
