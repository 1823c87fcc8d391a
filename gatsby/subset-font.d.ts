/** subset-font (HarfBuzz's subsetter compiled to WebAssembly) ships no types; the part used here. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "woff2" | "woff" | "truetype" | "sfnt" },
  ): Promise<Buffer>;
}
