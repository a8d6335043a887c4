/** One part of one language's catalogue, drawn at build time by `vite-catalogues.ts`. */
declare module "virtual:catalogue/*" {
  const catalogue: Partial<import("@trilha/i18n/messages").Catalogue>;
  export default catalogue;
}
