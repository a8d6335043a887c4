import { PHOTO_MAX_BYTES } from "@trilha/contracts/limits";
import type { TenantRecord } from "@trilha/contracts/tenant";
import { type ChangeEvent, useId, useState } from "react";
import { FormOutcome, type Outcome } from "../../components/ui/form-outcome.tsx";
import { errorMessage, isUnauthorized } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { removePlatformLogo, uploadPlatformLogo } from "./api/tenants.api.ts";

const ACCEPTED = ["image/png", "image/webp"];

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

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
  const id = useId();
  const [pending, setPending] = useState<"upload" | "remove" | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function run(
    kind: "upload" | "remove",
    call: () => Promise<{ mensagem: string; plataforma: TenantRecord }>,
  ) {
    setPending(kind);
    setOutcome(null);
    try {
      const answer = await call();
      onChanged(answer.plataforma);
      setOutcome({ kind: "success", message: answer.mensagem });
    } catch (error) {
      if (isUnauthorized(error)) return;
      setOutcome({ kind: "error", message: errorMessage(error, () => t("api.generic")) });
    } finally {
      setPending(null);
    }
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file || pending) return;
    if (file.type === "image/svg+xml") return setOutcome({ kind: "error", message: t("tenants.logoSvg") });
    if (!ACCEPTED.includes(file.type)) return setOutcome({ kind: "error", message: t("tenants.logoType") });
    if (file.size > PHOTO_MAX_BYTES) return setOutcome({ kind: "error", message: t("tenants.logoTooLarge") });
    let imagem: string;
    try {
      imagem = await readAsDataUrl(file);
    } catch {
      return setOutcome({ kind: "error", message: t("tenants.logoNotImage") });
    }
    await run("upload", () => uploadPlatformLogo({ plataforma_id: record.id, imagem }));
  }

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
      <p id={`${id}-hint`} className="muted">
        {t("tenants.editor.logoHint")}
      </p>
      <div className="tenant-logo__actions">
        <label className="button" htmlFor={`${id}-file`}>
          {t("tenants.editor.logoChoose")}
        </label>
        <input
          id={`${id}-file`}
          className="tenant-logo__file"
          type="file"
          accept={ACCEPTED.join(",")}
          aria-describedby={`${id}-hint`}
          disabled={pending !== null}
          onChange={handleFile}
        />
        {record.logo ? (
          <button
            type="button"
            className="button"
            aria-disabled={pending !== null}
            onClick={() => {
              if (pending === null)
                void run("remove", () => removePlatformLogo({ plataforma_id: record.id }));
            }}
          >
            {t("tenants.editor.logoRemove")}
          </button>
        ) : null}
      </div>
      <FormOutcome
        outcome={outcome}
        statusClassName="tenant-form__status"
        progress={pending ? t("tenants.editor.logoSending") : null}
      />
    </div>
  );
}
