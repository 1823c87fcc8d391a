/** Address of the icon sprite, defined at build time by gatsby/iconSprite.ts (and in jest.config.js). */
declare const __ICON_SPRITE_URL__: string;

/** Font files imported for their address in the build (src/i18n/EditionFonts.tsx). */
declare module "*.woff2" {
  const url: string;
  export default url;
}
