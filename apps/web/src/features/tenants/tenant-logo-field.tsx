import type { TenantRecord } from "@trilha/contracts/tenant";
import { ImageChoiceControls } from "../../components/ui/image-choice-controls.tsx";
import { useImageChoice } from "../../components/ui/use-image-choice.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { removePlatformLogo, uploadPlatformLogo } from "./api/tenants.api.ts";

const ACCEPTED = ["image/png", "image/webp"];

/**
 * The platform's logo: PNG or WebP (an SVG is refused, here and by the server, which reads the real type from
 * the bytes). It is saved on its own, at once, and the editor is given the new record.
 */
export function TenantLogoField({
  record,
  onChanged,
}: {
  record: TenantRecord;
  onChanged: (record: TenantRecord) => void;
}) {
  const { t } = useTranslation();
  const image = useImageChoice({
    accepted: ACCEPTED,
    refusals: {
      type: (file) => t(file.type === "image/svg+xml" ? "tenants.logoSvg" : "tenants.logoType"),
      tooLarge: t("tenants.logoTooLarge"),
      unreadable: t("tenants.logoNotImage"),
    },
    upload: (imagem) => uploadPlatformLogo({ plataforma_id: record.id, imagem }),
    remove: () => removePlatformLogo({ plataforma_id: record.id }),
    changed: (answer: { plataforma: TenantRecord }) => onChanged(answer.plataforma),
  });

  return (
    <div className="tenant-logo">
      {record.logo ? (
        <img
          className="tenant-logo__image"
          src={record.logo}
          alt={t("tenants.editor.logoAlt", { nome: record.nome })}
        />
      ) : (
        <p className="muted">{t("tenants.editor.logoNone")}</p>
      )}
      <ImageChoiceControls
        image={image}
        hint={t("tenants.editor.logoHint")}
        chooseLabel={t("tenants.editor.logoChoose")}
        removeLabel={record.logo ? t("tenants.editor.logoRemove") : null}
        className="tenant-logo__actions"
        statusClassName="tenant-form__status"
        progress={image.pending ? t("tenants.editor.logoSending") : null}
      />
    </div>
  );
}
