import { wikiUrl } from "@trilha/contracts/rules/wiki";
import { Icon } from "../../components/ui/icon.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { NewTabHint } from "./new-tab-hint.tsx";

/** Spec §2 "Wiki link": the tenant's wiki or the default one, in a new tab. */
export function WikiLink() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <a href={wikiUrl(tenant.links)} target="_blank" rel="noopener noreferrer">
      <Icon
        d="M12 6.5C10 5 7 4.5 3 4.5v14c4 0 7 .5 9 2 2-1.5 5-2 9-2v-14c-4 0-7 .5-9 2Zm0 0v14"
        strokeLinejoin="round"
      />
      <span>{t("floating.wiki")}</span> <NewTabHint />
    </a>
  );
}
