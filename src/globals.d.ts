/** Address of the icon sprite, defined at build time by gatsby/iconSprite.ts (and in jest.config.js). */
declare const __ICON_SPRITE_URL__: string;
