/** The file name, in a built site, of its module of server-made markup (./renderBundle.ts); never served. */
export const RENDER_MODULE_FILE = "server-render.cjs";
