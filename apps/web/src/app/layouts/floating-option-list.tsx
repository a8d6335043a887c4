import { AccessibilityOption } from "../../features/accessibility/accessibility-option.tsx";
import { WhatsappLink } from "../../features/floating-options/whatsapp-link.tsx";
import { WikiLink } from "../../features/floating-options/wiki-link.tsx";
import { LanguagesOption } from "../../features/languages/languages-option.tsx";
import { SignLanguageOption } from "../../features/sign-language/sign-language-option.tsx";
import { readSiteSettings } from "../../lib/site-settings.ts";
import { useSession } from "../../lib/use-session.ts";
import { ReportProblemButton } from "./signed-in-chrome.tsx";

/** Spec §2 "Floating options", in the spec's order: each entry is one <li> with a link or a button. */
export function FloatingOptionList() {
  const vlibrasUrl = readSiteSettings().vlibras_url;
  // Reports need a session: signed-out pages have no entry for it.
  const signedIn = useSession().status === "signed-in";
  return (
    <>
      <li>
        <WhatsappLink />
      </li>
      <li>
        <AccessibilityOption />
      </li>
      {vlibrasUrl ? (
        <li>
          <SignLanguageOption widgetUrl={vlibrasUrl} />
        </li>
      ) : null}
      <li>
        <LanguagesOption />
      </li>
      {signedIn ? (
        <li>
          <ReportProblemButton />
        </li>
      ) : null}
      <li>
        <WikiLink />
      </li>
    </>
  );
}
