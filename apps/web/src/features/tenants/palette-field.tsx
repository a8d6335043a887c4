import {
  type CustomColours,
  contrastRatio,
  formatRatio,
  PAGE_BACKGROUND,
  paletteShades,
  SURFACE_BACKGROUND,
  WCAG_AA_TEXT_CONTRAST,
} from "@trilha/contracts/rules/palette-contrast";
import { CUSTOM_PALETTE, PALETTES, type Palette } from "@trilha/contracts/tenant-page";
import { type CSSProperties, useId } from "react";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { PalettePreview, paletteCss } from "./palette-preview.tsx";

interface PaletteFieldProps {
  palette: Palette;
  colours: CustomColours;
  onPaletteChange: (palette: Palette) => void;
  onColoursChange: (colours: CustomColours) => void;
  /** Problems of the custom colours to show beside them (the form's or the server's). */
  errors: { primaria: string | null; texto: string | null };
  nome: string;
  logo: string | null;
}

/** A ratio as the rule rounds it ("4.4"), written as the language writes decimals ("4,4"). */
export function localRatio(ratio: string, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).format(Number(ratio));
}

/** The contrasts the rule checks, as a person reads them beside the colour pickers. */
function contrasts(colours: CustomColours) {
  const shades = paletteShades(colours);
  return {
    texto: Math.min(
      contrastRatio(shades.onPrimary, shades.primary),
      contrastRatio(shades.onPrimary, shades.primaryStrong),
    ),
    primaria: Math.min(
      contrastRatio(shades.primary, PAGE_BACKGROUND),
      contrastRatio(shades.primary, SURFACE_BACKGROUND),
      contrastRatio(shades.primaryStrong, shades.primaryTint),
    ),
  };
}

/**
 * The palette: the ready-made ones, or the platform's own two colours with their contrast measured live (the
 * shared rule the server refuses by), and the sign-in page previewed in whichever is chosen.
 */
export function PaletteField({
  palette,
  colours,
  onPaletteChange,
  onColoursChange,
  errors,
  nome,
  logo,
}: PaletteFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const custom = palette === CUSTOM_PALETTE;
  const measured = contrasts(colours);
  const ratio = (value: number) => localRatio(formatRatio(value), language);
  return (
    <>
      <fieldset className="tenant-form__choices">
        <legend>{t("tenants.editor.palette")}</legend>
        {PALETTES.map((choice) => (
          <label key={choice} className="tenant-form__choice">
            <input
              type="radio"
              name={`${id}-palette`}
              value={choice}
              checked={palette === choice}
              onChange={() => onPaletteChange(choice)}
            />
            <span
              className="tenant-form__swatch"
              data-palette={choice}
              style={choice === CUSTOM_PALETTE ? (paletteCss(colours) as CSSProperties) : undefined}
              aria-hidden="true"
            />
            {t(`tenants.palettes.${choice}`)}
          </label>
        ))}
      </fieldset>
      <p className="muted">{t("tenants.editor.paletteHint")}</p>
      {custom ? (
        <fieldset className="tenant-form__colours">
          <legend>{t("tenants.editor.colours")}</legend>
          {(["primaria", "texto"] as const).map((key) => {
            const passes = measured[key] >= WCAG_AA_TEXT_CONTRAST;
            const error = errors[key];
            return (
              <div className="field tenant-form__colour" key={key}>
                <label htmlFor={`${id}-${key}`}>
                  {t(key === "primaria" ? "tenants.editor.colourPrimary" : "tenants.editor.colourText")}
                </label>
                <input
                  id={`${id}-${key}`}
                  type="color"
                  value={colours[key]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-${key}-contrast${error ? ` ${id}-${key}-error` : ""}`}
                  onChange={(event) =>
                    onColoursChange({ ...colours, [key]: event.target.value.toLowerCase() })
                  }
                />
                <p id={`${id}-${key}-contrast`} className="tenant-form__contrast" data-passes={passes}>
                  {t(key === "primaria" ? "tenants.editor.contrastLinks" : "tenants.editor.contrastText", {
                    ratio: ratio(measured[key]),
                  })}{" "}
                  <strong>
                    {passes ? t("tenants.editor.contrastPasses") : t("tenants.editor.contrastFails")}
                  </strong>
                </p>
                {error ? (
                  <p id={`${id}-${key}-error`} className="field__error">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <PalettePreview palette={palette} colours={colours} nome={nome} logo={logo} />
    </>
  );
}
