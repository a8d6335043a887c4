// What every page knows of its tenant before it asks for anything: where the served index.html carries the
// tenant's public config, its palettes and the names to fall back on. No schema here: the sign-in page reads
// this at start and must not download the contracts' schemas for it (tenant.ts has the config's schema).

export const TENANT_CONFIG_ELEMENT_ID = "tenant-config";

export const DEFAULT_PALETTE = "default";
/** The platform's own colours (`cores`), checked for contrast by rules/palette-contrast.ts. */
export const CUSTOM_PALETTE = "personalizada";
export const PALETTES = ["default", "azul", "verde", "vinho", CUSTOM_PALETTE] as const;
export type Palette = (typeof PALETTES)[number];

export function paletteOf(value: string | null | undefined): Palette {
  return (PALETTES as readonly string[]).includes(value ?? "") ? (value as Palette) : DEFAULT_PALETTE;
}

/** Spec §9: fallbacks when a tenant has no name or description of its own. */
export const DEFAULT_TENANT_NAME = "Trilha";
export const DEFAULT_TENANT_DESCRIPTION = "Plataforma de aprendizagem on-line";
