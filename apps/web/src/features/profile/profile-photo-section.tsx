import { PHOTO_MAX_BYTES } from "@trilha/contracts/limits";
import type { ProfileResponse } from "@trilha/contracts/profile.calls";
import { IMAGE_MIME_TYPES } from "@trilha/contracts/rules/image-type";
import { type ChangeEvent, useId, useState } from "react";
import { FormOutcome, useFormAction } from "../../components/ui/form-outcome.tsx";
import { UserAvatar } from "../../components/ui/user-avatar.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { type SignedInUser, setRefreshedUser } from "../../lib/session-store.ts";
import { removeProfilePhoto, uploadProfilePhoto } from "./api/profile.api.ts";
import { readAsDataUrl } from "./read-file.ts";
import "./profile.css";

const ACCEPTED: readonly string[] = Object.values(IMAGE_MIME_TYPES);

/**
 * My account: the profile photo (spec §3 `foto`, served from /foto-perfil). The file is checked here for type and
 * size so the person hears at once; the server checks again from the bytes and stores a scaled-down copy.
 */
export function ProfilePhotoSection({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const id = useId();
  const action = useFormAction();
  const [running, setRunning] = useState<"upload" | "remove">("upload");
  const pending = action.pending ? running : null;
  const fail = (message: string) => action.setOutcome({ kind: "error", message });

  async function run(kind: "upload" | "remove", call: () => Promise<ProfileResponse>) {
    setRunning(kind);
    await action.run(call, (response) => setRefreshedUser(response.usuario, user.token));
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after a failure.
    input.value = "";
    if (!file || pending) return;
    if (!ACCEPTED.includes(file.type)) return fail(t("profile.photoInvalidType"));
    if (file.size > PHOTO_MAX_BYTES) return fail(t("profile.photoTooLarge"));
    let imagem: string;
    try {
      imagem = await readAsDataUrl(file);
    } catch {
      return fail(t("profile.photoReadFailed"));
    }
    await run("upload", () => uploadProfilePhoto({ imagem }));
  }

  const hintId = `${id}-hint`;
  return (
    <section className="account-section profile-photo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("profile.photoTitle")}</h2>
      <div className="profile-photo__body">
        <UserAvatar foto={user.foto} size={112} alt={user.foto ? t("profile.photoAlt") : ""} />
        {/* The photo is the person's own: a visiting administrator sees it and changes nothing. */}
        {user.visitante ? null : (
          <div className="profile-photo__controls">
            {user.foto ? null : <p>{t("profile.photoNone")}</p>}
            <p id={hintId} className="muted">
              {t("profile.photoHint")}
            </p>
            <div className="profile-photo__actions">
              <label className="button button--primary profile-photo__choose" htmlFor={`${id}-file`}>
                {t("profile.photoChoose")}
              </label>
              <input
                id={`${id}-file`}
                className="profile-photo__file"
                type="file"
                accept={ACCEPTED.join(",")}
                aria-describedby={hintId}
                disabled={pending !== null}
                onChange={handleFile}
              />
              {user.foto ? (
                <button
                  type="button"
                  className="button"
                  aria-disabled={pending !== null}
                  onClick={() => {
                    if (pending === null) {
                      void run("remove", () => removeProfilePhoto(undefined));
                    }
                  }}
                >
                  {t("profile.photoRemove")}
                </button>
              ) : null}
            </div>
            <FormOutcome
              outcome={action.outcome}
              statusClassName="profile-photo__status"
              progress={
                pending === "upload"
                  ? t("profile.photoUploading")
                  : pending === "remove"
                    ? t("profile.photoRemoving")
                    : null
              }
            />
          </div>
        )}
      </div>
    </section>
  );
}
