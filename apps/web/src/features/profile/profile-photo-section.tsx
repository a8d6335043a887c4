import type { ProfileResponse } from "@trilha/contracts/profile.calls";
import { IMAGE_MIME_TYPES } from "@trilha/contracts/rules/image-type";
import { useId } from "react";
import { ImageChoiceControls } from "../../components/ui/image-choice-controls.tsx";
import { useImageChoice } from "../../components/ui/use-image-choice.ts";
import { UserAvatar } from "../../components/ui/user-avatar.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { type SignedInUser, setRefreshedUser } from "../../lib/session-store.ts";
import { removeProfilePhoto, uploadProfilePhoto } from "./api/profile.api.ts";
import "./profile.css";

const ACCEPTED: readonly string[] = Object.values(IMAGE_MIME_TYPES);

/**
 * My account: the profile photo (spec §3 `foto`, served from /foto-perfil); the server stores a scaled-down copy.
 */
export function ProfilePhotoSection({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const id = useId();
  const image = useImageChoice({
    accepted: ACCEPTED,
    refusals: {
      type: () => t("profile.photoInvalidType"),
      tooLarge: t("profile.photoTooLarge"),
      unreadable: t("profile.photoReadFailed"),
    },
    upload: (imagem) => uploadProfilePhoto({ imagem }),
    remove: () => removeProfilePhoto(undefined),
    changed: (response: ProfileResponse) => setRefreshedUser(response.usuario, user.token),
  });
  const { pending } = image;

  return (
    <section className="account-section profile-photo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("profile.photoTitle")}</h2>
      <div className="profile-photo__body">
        <UserAvatar foto={user.foto} size={112} alt={user.foto ? t("profile.photoAlt") : ""} />
        {/* The photo is the person's own: a visiting administrator sees it and changes nothing. */}
        {user.visitante ? null : (
          <div className="profile-photo__controls">
            {user.foto ? null : <p>{t("profile.photoNone")}</p>}
            <ImageChoiceControls
              image={image}
              hint={t("profile.photoHint")}
              chooseLabel={t("profile.photoChoose")}
              removeLabel={user.foto ? t("profile.photoRemove") : null}
              primary
              className="profile-photo__actions"
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
