import * as fontkit from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * A PDF of text, headings and simple tables in DejaVu Sans, embedded (only the glyphs used): the standard
 * PDF fonts have no Cyrillic. The fonts ship with the dejavu-fonts-ttf package and are read once.
 */
const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer; faces: fontkit.Font[] } | null = null;
function fontFiles() {
  if (!fonts) {
    const regular = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
    const bold = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
    fonts = { regular, bold, faces: [fontkit.create(regular), fontkit.create(bold)] };
  }
  return fonts;
}

/** What an emoji is printed as when the fonts cannot draw it (they would print an empty box). */
const EMOJI_MARK: Record<string, string> = { ru: '[эмодзи]', en: '[emoji]' };
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
/** Code points that only shape an emoji (joiner, variation selectors, keycap, skin tones, tags): never drawn alone. */
const shaping = (code: number) =>
  [0x200d, 0xfe0e, 0xfe0f, 0x20e3].includes(code) ||
  (code >= 0x1f3fb && code <= 0x1f3ff) ||
  (code >= 0xe0020 && code <= 0xe007f);
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The text with each emoji the fonts cannot draw replaced by a visible mark. DejaVu Sans has some (☺, ✓, 😀), drawn
 * as they are, in black; the rest (👍, 🎉, flags) would be empty boxes. Other text is left as it is.
 */
export function printable(text: string, mark: string): string {
  if (!EMOJI.test(text)) return text;
  const { faces } = fontFiles();
  const drawable = (code: number) => faces.every((face) => face.hasGlyphForCodePoint(code));
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    if (!EMOJI.test(segment)) {
      out += segment;
      continue;
    }
    const drawn: number[] = [];
    for (const char of segment) {
      const code = char.codePointAt(0) ?? 0;
      if (!shaping(code)) drawn.push(code);
    }
    out += drawn.length && drawn.every(drawable) ? String.fromCodePoint(...drawn) : mark;
  }
  return out;
}

const SIZE = { title: 15, heading: 12, text: 9.5, small: 8 };
const GAP = 4;

export type TableColumn = { title: string; width: number };

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;
  private pages = 0;
  private readonly mark: string;

  constructor(info: { title: string; lang: string }) {
    this.mark = EMOJI_MARK[info.lang] ?? EMOJI_MARK.en;
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      autoFirstPage: false,
      lang: info.lang,
      info: { Title: info.title, Creator: 'Performance review' },
    });
    const { regular, bold } = fontFiles();
    this.doc.registerFont('regular', regular);
    this.doc.registerFont('bold', bold);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
  }

  private get width(): number {
    const { page } = this.doc;
    return page.width - page.margins.left - page.margins.right;
  }

  private get left(): number {
    return this.doc.page.margins.left;
  }

  /** Starts a new page (each review of a packet begins on one). */
  newPage(): void {
    this.doc.addPage();
    this.pages += 1;
    this.doc.font('regular').fontSize(SIZE.text);
  }

  /** A new page unless `height` still fits on this one. */
  private room(height: number): void {
    if (this.pages === 0 || this.doc.y + height > this.doc.page.maxY()) this.newPage();
  }

  /** Text as the fonts can print it. */
  private p(text: string): string {
    return printable(text, this.mark);
  }

  title(text: string): void {
    text = this.p(text);
    this.room(40);
    this.doc.font('bold').fontSize(SIZE.title).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.5);
  }

  heading(text: string): void {
    text = this.p(text);
    this.room(50);
    this.doc.moveDown(0.6);
    this.doc.font('bold').fontSize(SIZE.heading).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3);
  }

  /** "Label: value" on one line (wrapped when long). */
  field(label: string, value: string): void {
    this.room(16);
    this.doc
      .font('bold')
      .fontSize(SIZE.text)
      .text(`${this.p(label)}: `, this.left, this.doc.y, { continued: true });
    this.doc.font('regular').text(this.p(value) || '—', { width: this.width });
  }

  /** A label over a paragraph of free text. */
  paragraph(label: string, text: string): void {
    this.room(30);
    this.doc.font('bold').fontSize(SIZE.text).text(this.p(label), this.left, this.doc.y, { width: this.width });
    this.doc.font('regular').text(this.p(text) || '—', { width: this.width });
    this.doc.moveDown(0.3);
  }

  bullets(items: string[]): void {
    for (const item of items) {
      this.room(16);
      const line = `•  ${this.p(item)}`;
      this.doc.font('regular').fontSize(SIZE.text).text(line, this.left, this.doc.y, { width: this.width });
    }
  }

  note(text: string): void {
    text = this.p(text);
    this.room(14);
    this.doc.font('regular').fontSize(SIZE.small).fillColor('#555555');
    this.doc.text(text, this.left, this.doc.y, { width: this.width });
    this.doc.fillColor('black').fontSize(SIZE.text);
  }

  /**
   * A table whose column widths are shares of the page width; a row that does not fit goes to the next page
   * with the header repeated.
   */
  table(columns: TableColumn[], cells: string[][]): void {
    columns = columns.map((c) => ({ ...c, title: this.p(c.title) }));
    const rows = cells.map((row) => row.map((cell) => this.p(cell)));
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    // The header in small type: a narrow grade column still takes "Руководитель" on one line.
    const sizeOf = (font: 'regular' | 'bold') => (font === 'bold' ? SIZE.small : SIZE.text);
    const heightOf = (cells: string[], font: 'regular' | 'bold') => {
      this.doc.font(font).fontSize(sizeOf(font));
      return Math.max(...cells.map((cell, i) => this.doc.heightOfString(cell || ' ', { width: widths[i] - GAP })));
    };
    const draw = (cells: string[], font: 'regular' | 'bold') => {
      const height = heightOf(cells, font);
      const top = this.doc.y;
      let x = this.left;
      for (const [i, cell] of cells.entries()) {
        this.doc
          .font(font)
          .fontSize(sizeOf(font))
          .text(cell, x, top, { width: widths[i] - GAP });
        x += widths[i];
      }
      this.doc.y = top + height + GAP;
      this.doc.x = this.left;
      return height;
    };
    const header = () => {
      draw(
        columns.map((c) => c.title),
        'bold',
      );
      const y = this.doc.y - GAP / 2;
      this.doc
        .moveTo(this.left, y)
        .lineTo(this.left + this.width, y)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke();
    };
    this.room(
      heightOf(
        columns.map((c) => c.title),
        'bold',
      ) + 20,
    );
    header();
    for (const row of rows) {
      const height = heightOf(row, 'regular');
      if (this.doc.y + height > this.doc.page.maxY()) {
        this.newPage();
        header();
      }
      draw(row, 'regular');
    }
  }

  async finish(): Promise<Buffer> {
    if (this.pages === 0) this.newPage();
    this.doc.end();
    await this.ended;
    return Buffer.concat(this.chunks);
  }
}
