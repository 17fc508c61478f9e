/** The part of fontkit (pdfkit's own font reader) the PDF export uses: which characters a font can draw. */
declare module 'fontkit' {
  export type Font = { hasGlyphForCodePoint(codePoint: number): boolean };
  export function create(buffer: Buffer): Font;
}
