import { type CustomColours, paletteProperties } from "@trilha/contracts/rules/palette-contrast";
import { CUSTOM_PALETTE, type Palette } from "@trilha/contracts/tenant-page";
import { type CSSProperties, useId } from "react";
import { useTranslation } from "../../lib/i18n.ts";

interface PalettePreviewProps {
  palette: Palette;
  /** The custom palette's colours, drawn when `palette` is the custom one. */
  colours: CustomColours;
  nome: string;
  logo: string | null;
}

/** A custom palette's custom properties as a React style (none for a colour that is not `#rrggbb`). */
export function paletteCss(colours: CustomColours): Record<string, string> {
  return Object.fromEntries(paletteProperties(colours));
}

/**
 * The sign-in page's header and first lines drawn in the chosen palette: the palette's custom properties apply
 * to whatever carries `data-palette` (a custom palette's are set on it), so this is the real look, not a
 * picture of it. Nothing in it can be used.
 */
export function PalettePreview({ palette, colours, nome, logo }: PalettePreviewProps) {
  const { t } = useTranslation();
  const id = useId();
  const name = nome.trim() || t("tenants.editor.previewUnnamed");
  const style = palette === CUSTOM_PALETTE ? (paletteCss(colours) as CSSProperties) : undefined;
  return (
    <figure className="palette-preview" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`}>{t("tenants.editor.previewCaption")}</figcaption>
      <div className="palette-preview__page" data-palette={palette} style={style} inert>
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
