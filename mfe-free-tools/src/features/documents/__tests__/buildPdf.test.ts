/** @jest-environment node */
import { PDFDocument } from 'pdf-lib';
import { draftToContent, draftTotals, emptyDraft, type DocumentDraft } from '../documentModel';
import { pdfFileName } from '../downloadPdf';
import { buildDocumentPdf } from '../pdf/buildPdf';
import { pdfText } from './pdfText';

// A 1×1 PNG.
const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function filled(kind: DocumentDraft['kind'], template: DocumentDraft['template']): DocumentDraft {
  return {
    ...emptyDraft(kind, '2026-11-25'),
    template,
    business: {
      name: 'Bright Pipes',
      email: 'hi@brightpipes.test',
      phone: '',
      address: '1 Main St',
      logo: PNG_LOGO,
    },
    customer: { name: 'Casey Customer', email: '', phone: '', address: '9 Elm Rd\nAustin, TX' },
    workDescription: 'Replace the kitchen sink trap 🚰',
    items: [
      { key: 'a', description: 'Labour', quantity: '1.5', unitPrice: '80' },
      { key: 'b', description: 'Parts', quantity: '3', unitPrice: '19.99' },
    ],
    taxRate: '8.875',
    discountType: 'percent',
    discount: '10',
  };
}

async function render(draft: DocumentDraft) {
  return buildDocumentPdf({
    kind: draft.kind,
    title: draft.title,
    number: draft.number,
    content: draftToContent(draft),
    totals: draftTotals(draft),
  });
}

describe('the document PDF', () => {
  it.each(['classic', 'modern', 'minimal'] as const)(
    'a %s invoice is a real PDF whose text has the same total as the preview ($176.34)',
    async (template) => {
      const bytes = await render(filled('invoice', template));
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      const text = pdfText(bytes);
      expect(text).toContain('INVOICE');
      expect(text).toContain('INV-0001');
      expect(text).toContain('Casey Customer');
      expect(text).toContain('$179.97');
      expect(text).toContain('Discount (10%)');
      expect(text).toContain('-$18.00');
      expect(text).toContain('Tax (8.875%)');
      expect(text).toContain('$14.37');
      expect(text).toContain('$176.34');
      // Reopens cleanly with the same library: one page, its title set.
      const reopened = await PDFDocument.load(bytes);
      expect(reopened.getPageCount()).toBe(1);
      expect(reopened.getTitle()).toBe('Invoice INV-0001');
    },
  );

  it('a receipt says Total paid; a work order carries the work and a signature line; emoji become "?"', async () => {
    expect(pdfText(await render(filled('receipt', 'classic')))).toContain('Total paid');
    const workOrder = pdfText(await render(filled('work_order', 'modern')));
    expect(workOrder).toContain('Replace the kitchen sink trap ?');
    expect(workOrder).toContain('Customer signature');
  });

  it('a hundred long lines run onto more pages', async () => {
    const draft = filled('invoice', 'classic');
    draft.items = Array.from({ length: 100 }, (_, i) => ({
      key: String(i),
      description: `Item ${i} `.repeat(12),
      quantity: '1',
      unitPrice: '1',
    }));
    const bytes = await render(draft);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(3);
    expect(pdfText(bytes)).toContain('$100.00');
  });

  it('names the file after the number', () => {
    expect(pdfFileName({ kind: 'work_order', number: 'WO 0001/A' })).toBe('work-order-WO-0001-A.pdf');
  });
});
