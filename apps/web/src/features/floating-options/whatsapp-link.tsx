import { whatsappNumber, whatsappUrl } from "@trilha/contracts/rules/whatsapp";
import { Icon } from "../../components/ui/icon.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { useSession } from "../../lib/use-session.ts";
import { NewTabHint } from "./new-tab-hint.tsx";

/**
 * Spec §2/§5 "WhatsApp support": the signed-in user's client number (prefix 550), else the tenant's (prefix 55),
 * else the platform's; the tenant's message, else a default request for help.
 */
export function useWhatsappHref(): string {
  const { t } = useTranslation();
  const tenant = useTenant();
  const session = useSession();
  const clientNumber = session.status === "signed-in" ? session.user.cliente?.whatsapp : null;
  const number = whatsappNumber({ clientNumber, tenantNumber: tenant.whatsapp?.numero });
  const message = tenant.whatsapp?.mensagem?.trim() || t("floating.whatsappMessage");
  return whatsappUrl(number, message);
}

export function WhatsappLink() {
  const { t } = useTranslation();
  const href = useWhatsappHref();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <Icon
        filled
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
      />
      <span>{t("floating.whatsapp")}</span> <NewTabHint />
    </a>
  );
}
