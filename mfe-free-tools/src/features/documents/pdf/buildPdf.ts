// The document as a PDF, made in the browser with pdf-lib. Loaded only through downloadPdf.ts's dynamic
// import(), so pdf-lib never lands in the catalogue's or the homepage's chunks.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { formatMoney, ppmToPercentInput, type DocumentTotals } from '../money';
import { KIND_INFO, type DocumentContent, type DocumentKind, type TemplateName } from '../documentModel';

export interface PdfInput {
  kind: DocumentKind;
  title: string;
  number: string;
  content: DocumentContent;
  totals: DocumentTotals;
}

/** US Letter in points; the site serves US customers. */
const PAGE = { width: 612, height: 792, margin: 48 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

/** Print colours of each design (paper is white whatever the screen's theme). */
const DESIGNS: Record<TemplateName, { accent: RGB; band: boolean; rules: boolean; headingSize: number }> = {
  classic: { accent: rgb(0.07, 0.09, 0.15), band: false, rules: true, headingSize: 26 },
  modern: { accent: rgb(0.04, 0.43, 0.31), band: true, rules: true, headingSize: 28 },
  minimal: { accent: rgb(0.3, 0.33, 0.38), band: false, rules: false, headingSize: 20 },
};
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.35, 0.38, 0.42);
const RULE = rgb(0.82, 0.84, 0.87);
const WHITE = rgb(1, 1, 1);

// The standard fonts speak WinAnsi: Latin-1 plus a few typographic marks. Anything else (emoji, CJK) becomes
// "?" instead of making pdf-lib throw halfway through the document.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function printable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char))
      out += char;
    else if (char === '\t') out += ' ';
    else out += '?';
  }
  return out;
}

/** Breaks text into lines that fit `width`, keeping the author's own line breaks. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text.replace(/\r/g, '')).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A single word wider than the column is cut where it overflows.
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

const percent = (ppm: number) => `${ppmToPercentInput(ppm)}%`;

class Writer {
  page: PDFPage;
  y: number;

  constructor(
    private readonly pdf: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Starts a new page when fewer than `height` points are left. */
  room(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  text(
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: RGB; alignRight?: number } = {},
  ): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const clean = printable(value);
    const left =
      options.alignRight !== undefined ? options.alignRight - font.widthOfTextAtSize(clean, size) : x;
    this.page.drawText(clean, { x: left, y: this.y, size, font, color: options.color ?? INK });
  }

  /** Wrapped lines under each other; returns how far down they went. */
  paragraph(value: string, x: number, width: number, options: { size?: number; color?: RGB } = {}): number {
    const size = options.size ?? 10;
    const lines = wrap(value, this.font, size, width);
    const start = this.y;
    for (const line of lines) {
      this.room(size + 4);
      this.text(line, x, { size, color: options.color });
      this.y -= size + 4;
    }
    return start - this.y;
  }

  rule(color: RGB = RULE): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.75,
      color,
    });
  }
}

function partyLines(party: { name: string; email: string; phone: string; address: string }): string {
  return [party.name, party.address, party.phone, party.email].filter((line) => line.trim()).join('\n');
}

/** The PDF's bytes. Every amount comes from `totals`, the same numbers the preview shows. */
export async function buildDocumentPdf({
  kind,
  title,
  number,
  content,
  totals,
}: PdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const info = KIND_INFO[kind];
  pdf.setTitle(printable(`${title} ${number}`));
  pdf.setAuthor(printable(content.business.name));
  pdf.setCreator('Prohive free tools');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const design = DESIGNS[content.template];
  const w = new Writer(pdf, font, bold);
  const right = PAGE.width - PAGE.margin;

  // Header: a coloured band (modern) or plain; logo at the left, the document's name and number at the right.
  const headerHeight = 72;
  if (design.band) {
    w.page.drawRectangle({
      x: 0,
      y: PAGE.height - PAGE.margin - headerHeight + 12,
      width: PAGE.width,
      height: headerHeight + PAGE.margin - 12,
      color: design.accent,
    });
  }
  const headingColor = design.band ? WHITE : design.accent;
  if (content.business.logo) {
    const image = content.business.logo.startsWith('data:image/png')
      ? await pdf.embedPng(content.business.logo)
      : await pdf.embedJpg(content.business.logo);
    const size = image.scaleToFit(140, 56);
    w.page.drawImage(image, {
      x: PAGE.margin,
      y: w.y - size.height + 8,
      width: size.width,
      height: size.height,
    });
  }
  w.y -= 18;
  w.text(info.heading.toUpperCase(), 0, {
    size: design.headingSize,
    bold: true,
    color: headingColor,
    alignRight: right,
  });
  if (!content.business.logo)
    w.text(content.business.name, PAGE.margin, { size: 16, bold: true, color: headingColor });
  w.y -= 22;
  w.text(`No. ${number}`, 0, { size: 11, color: design.band ? WHITE : MUTED, alignRight: right });
  w.y = PAGE.height - PAGE.margin - headerHeight - 12;

  // Title, dates.
  w.text(title, PAGE.margin, { size: 13, bold: true });
  const dates: string[] = [];
  if (content.issue_date) dates.push(`${kind === 'receipt' ? 'Date paid' : 'Date'}: ${content.issue_date}`);
  if (kind === 'invoice' && content.due_date) dates.push(`Due: ${content.due_date}`);
  if (kind === 'work_order' && content.scheduled_date) dates.push(`Scheduled: ${content.scheduled_date}`);
  if (kind === 'receipt' && content.payment_method) dates.push(`Paid by: ${content.payment_method}`);
  let dateY = w.y;
  for (const line of dates) {
    w.y = dateY;
    w.text(line, 0, { size: 10, color: MUTED, alignRight: right });
    dateY -= 14;
  }
  w.y = Math.min(w.y, dateY + 14) - 24;

  // From / to.
  const column = CONTENT_WIDTH / 2 - 12;
  const partiesTop = w.y;
  w.text('From', PAGE.margin, { size: 9, bold: true, color: MUTED });
  w.y -= 14;
  const fromHeight = w.paragraph(partyLines(content.business), PAGE.margin, column);
  w.y = partiesTop;
  const toLabel = kind === 'receipt' ? 'Received from' : kind === 'work_order' ? 'Customer' : 'Bill to';
  w.text(toLabel, PAGE.margin + column + 24, { size: 9, bold: true, color: MUTED });
  w.y -= 14;
  const toHeight = w.paragraph(partyLines(content.customer), PAGE.margin + column + 24, column);
  w.y = partiesTop - 14 - Math.max(fromHeight, toHeight) - 16;

  if (kind === 'work_order' && (content.site_address || content.work_description)) {
    if (content.site_address) {
      w.text('Job site', PAGE.margin, { size: 9, bold: true, color: MUTED });
      w.y -= 14;
      w.paragraph(content.site_address, PAGE.margin, CONTENT_WIDTH);
      w.y -= 6;
    }
    if (content.work_description) {
      w.room(30);
      w.text('Work to be done', PAGE.margin, { size: 9, bold: true, color: MUTED });
      w.y -= 14;
      w.paragraph(content.work_description, PAGE.margin, CONTENT_WIDTH);
    }
    w.y -= 12;
  }

  // Line items.
  const columns = { qty: PAGE.margin + 300, price: PAGE.margin + 410, amount: right };
  const descriptionWidth = 270;
  const tableHeader = () => {
    w.room(40);
    if (design.rules) {
      w.page.drawRectangle({
        x: PAGE.margin,
        y: w.y - 6,
        width: CONTENT_WIDTH,
        height: 20,
        color: design.band ? design.accent : rgb(0.95, 0.96, 0.97),
      });
    }
    const color = design.band ? WHITE : MUTED;
    w.text('Description', PAGE.margin + 6, { size: 9, bold: true, color });
    w.text('Qty', 0, { size: 9, bold: true, color, alignRight: columns.qty });
    w.text('Unit price', 0, { size: 9, bold: true, color, alignRight: columns.price });
    w.text('Amount', 0, { size: 9, bold: true, color, alignRight: columns.amount - 6 });
    w.y -= 24;
  };
  tableHeader();
  content.items.forEach((item, index) => {
    const lines = wrap(item.description, font, 10, descriptionWidth);
    const height = lines.length * 14 + 6;
    if (w.y - height < PAGE.margin) {
      w.room(PAGE.height);
      tableHeader();
    }
    const top = w.y;
    w.text(String(item.quantity), 0, { alignRight: columns.qty });
    w.text(formatMoney(item.unit_price_cents), 0, { alignRight: columns.price });
    w.text(formatMoney(totals.lineAmounts[index] ?? 0), 0, { alignRight: columns.amount - 6 });
    for (const line of lines) {
      w.text(line, PAGE.margin + 6);
      w.y -= 14;
    }
    w.y = top - height + 2;
    if (design.rules) w.rule();
    w.y -= 14;
  });

  // Totals, right-aligned under the amounts.
  w.room(100);
  const totalRow = (label: string, cents: number, strong = false) => {
    w.text(label, 0, { bold: strong, size: strong ? 12 : 10, alignRight: columns.price });
    w.text(formatMoney(cents), 0, { bold: strong, size: strong ? 12 : 10, alignRight: columns.amount - 6 });
    w.y -= strong ? 20 : 16;
  };
  totalRow('Subtotal', totals.subtotalCents);
  if (totals.discountCents > 0) {
    const label =
      content.discount_type === 'percent' ? `Discount (${percent(content.discount_value)})` : 'Discount';
    totalRow(label, -totals.discountCents);
  }
  if (content.tax_rate_ppm > 0) totalRow(`Tax (${percent(content.tax_rate_ppm)})`, totals.taxCents);
  w.y -= 2;
  totalRow(kind === 'receipt' ? 'Total paid' : 'Total', totals.totalCents, true);
  w.y -= 12;

  for (const [label, value] of [
    ['Notes', content.notes],
    ['Terms', content.terms],
  ] as const) {
    if (!value) continue;
    w.room(40);
    w.text(label, PAGE.margin, { size: 9, bold: true, color: MUTED });
    w.y -= 14;
    w.paragraph(value, PAGE.margin, CONTENT_WIDTH, { size: 9, color: MUTED });
    w.y -= 10;
  }

  if (kind === 'work_order') {
    w.room(70);
    w.y -= 30;
    for (const [x, label] of [
      [PAGE.margin, 'Customer signature'],
      [PAGE.margin + CONTENT_WIDTH / 2 + 12, 'Date'],
    ] as const) {
      w.page.drawLine({ start: { x, y: w.y }, end: { x: x + column, y: w.y }, thickness: 0.75, color: INK });
      w.y -= 12;
      w.text(label, x, { size: 9, color: MUTED });
      w.y += 12;
    }
  }

  return pdf.save();
}
