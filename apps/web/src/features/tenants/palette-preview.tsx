import type { Palette } from "@trilha/contracts/tenant";
import { useId } from "react";
import { useTranslation } from "../../lib/i18n.ts";

interface PalettePreviewProps {
  palette: Palette;
  nome: string;
  logo: string | null;
}

/**
 * The sign-in page's header and first lines drawn in the chosen palette: the palette's custom properties apply
 * to whatever carries `data-palette`, so this is the real look, not a picture of it. Nothing in it can be used.
 */
export function PalettePreview({ palette, nome, logo }: PalettePreviewProps) {
  const { t } = useTranslation();
  const id = useId();
  const name = nome.trim() || t("tenants.editor.previewUnnamed");
  return (
    <figure className="palette-preview" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{t("tenants.editor.previewCaption")}</figcaption>
      <div className="palette-preview__page" data-palette={palette} inert>
        <div className="palette-preview__header">
          {logo ? <img className="brand__logo" src={logo} alt="" /> : null}
          <span className="palette-preview__name">{name}</span>
        </div>
        <div className="palette-preview__body">
          <p className="palette-preview__title">{t("login.title")}</p>
          <span className="palette-preview__link">{t("login.forgotPassword")}</span>
          <span className="button button--primary">{t("login.submit")}</span>
        </div>
      </div>
    </figure>
  );
}
