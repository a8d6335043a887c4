import { responsiveImage } from "@trilha/contracts/rules/data-saving";
import { webPaths } from "@trilha/contracts/web-paths";
import { useState } from "react";
import { useDataSaving } from "../../lib/data-saving.ts";
import "./user-avatar.css";

interface UserAvatarProps {
  /** The user's photo file name (session `foto`), or null for the default icon. */
  foto: string | null;
  /** Side in CSS pixels. */
  size?: number;
  /** Alternative text; empty when a name next to it already says who it is. */
  alt?: string;
}

/**
 * A user's profile photo from the tenant's /foto-perfil path, or a neutral person icon (also if it fails). The
 * photo comes at the size it is shown, for the screen's density, or at one pixel per CSS pixel when saving data.
 */
export function UserAvatar({ foto, size = 40, alt = "" }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const saving = useDataSaving();
  const style = { width: size, height: size };
  if (foto && failed !== foto) {
    return (
      <img
        className="user-avatar"
        {...responsiveImage(webPaths.profilePhoto.build(foto), size, saving)}
        alt={alt}
        width={size}
        height={size}
        style={style}
        onError={() => setFailed(foto)}
      />
    );
  }
  return (
    <svg
      className="user-avatar user-avatar--default"
      viewBox="-4 -4 32 32"
      style={style}
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      focusable="false"
    >
      <circle cx="12" cy="9" r="4" />
      <path d="M4 20.5c0-4.1 3.6-6.5 8-6.5s8 2.4 8 6.5z" />
    </svg>
  );
}
