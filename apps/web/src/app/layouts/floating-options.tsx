import { AccessibilityOption } from "../../features/accessibility/accessibility-option.tsx";
import { FloatingMenu } from "../../features/floating-options/floating-menu.tsx";
import { WhatsappLink } from "../../features/floating-options/whatsapp-link.tsx";
import { WikiLink } from "../../features/floating-options/wiki-link.tsx";
import { LanguagesOption } from "../../features/languages/languages-option.tsx";
import { SignLanguageOption } from "../../features/sign-language/sign-language-option.tsx";
import { readSiteSettings } from "../../lib/site-settings.ts";

/**
 * Spec §2 "Floating options", in the spec's order. LayoutShell renders this only while the tenant is active and
 * never on the plain logged layout. Each entry is one <li> with a link or a button.
 */
export function FloatingOptions() {
  const vlibrasUrl = readSiteSettings().vlibras_url;
  return (
    <FloatingMenu>
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
      {/* 'Reportar um problema' (spec §2, O6): the report dialog of features/report-problem adds its <li> here. */}
      <li>
        <WikiLink />
      </li>
    </FloatingMenu>
  );
}
