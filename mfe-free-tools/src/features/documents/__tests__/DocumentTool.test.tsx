import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '@prohive/shared';
import {
  http,
  makeSignedInSession,
  makeTestUser,
  renderWithProviders,
  server,
} from '@prohive/shared/testing';
import type { SavedDocument } from '../../../lib/api/documentsEndpoints';
import { draftToContent, emptyDraft, type DocumentDraft } from '../documentModel';
import { draftStorageKey } from '../draftStorage';
import { downloadDocumentPdf } from '../downloadPdf';
import { DocumentTool } from '../DocumentTool';

jest.mock('../downloadPdf', () => ({ downloadDocumentPdf: jest.fn(() => Promise.resolve()) }));
const downloadMock = jest.mocked(downloadDocumentPdf);

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
  window.localStorage.clear();
  downloadMock.mockClear();
});

const provider = makeTestUser({
  id: 9,
  name: 'Pat Provider',
  email: 'pat@brightpipes.test',
  phone: '+15125550123',
  role: { id: 4, name: 'provider', guard_name: 'web', permissions: [] },
});

function renderTool(signedInAs: AuthUser | null = null) {
  return renderWithProviders(<DocumentTool kind="invoice" />, {
    preloadedState: signedInAs ? { session: makeSignedInSession(signedInAs) } : undefined,
  });
}

/** An in-memory documents api for the signed-in tests; records what was sent. */
function fakeDocumentsApi() {
  const docs: SavedDocument[] = [];
  const calls: string[] = [];
  const nextId = () => Math.max(0, ...docs.map((doc) => doc.id)) + 1;
  const stamp = '2026-11-25T12:00:00.000Z';
  const idOf = (url: URL) => Number(url.pathname.split('/')[3]);
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}`);
      const json = (body: unknown, status = 200) => Response.json(body, { status });
      if (url.pathname === '/api/me/provider-profile')
        return json({
          data: {
            business_name: 'Bright Pipes Plumbing',
            bio: '',
            city: 'Austin',
            state: 'TX',
            zip: '78701',
            photos: [],
            plan: {
              slug: 'starter',
              name: 'Starter',
              limits: { bids_per_month: 5, service_categories: 1, service_radius_miles: 25 },
            },
            radius_miles: 25,
            services: [],
            years_in_business: 3,
          },
        });
      if (url.pathname === '/api/documents' && request.method === 'GET') {
        const data = docs.map(({ content, ...rest }) => ({ ...rest, customer_name: content.customer.name }));
        return json({ data, meta: { page: 1, per_page: 10, total: data.length, last_page: 1 } });
      }
      if (url.pathname === '/api/documents' && request.method === 'POST') {
        const body = (await request.json()) as Pick<SavedDocument, 'kind' | 'title' | 'number' | 'content'>;
        const doc = { ...body, id: nextId(), created_at: stamp, updated_at: stamp };
        docs.unshift(doc);
        return json({ data: doc }, 201);
      }
      const doc = docs.find((d) => d.id === idOf(url));
      if (!doc) return json({ message: 'Document not found.' }, 404);
      if (url.pathname.endsWith('/duplicate')) {
        const copy = { ...doc, id: nextId(), title: `${doc.title} (copy)`, number: 'INV-0002' };
        docs.unshift(copy);
        return json({ data: copy }, 201);
      }
      if (request.method === 'GET') return json({ data: doc });
      if (request.method === 'PUT') {
        Object.assign(doc, (await request.json()) as object, { updated_at: stamp });
        return json({ data: doc });
      }
      if (request.method === 'DELETE') {
        docs.splice(docs.indexOf(doc), 1);
        return new Response(null, { status: 204 });
      }
      return json({ message: 'unexpected' }, 500);
    }),
  );
  return { docs, calls };
}

/** Replaces a field's text the way pasting does: one input event instead of one per character. */
async function fill(field: HTMLElement, text: string) {
  // clear() leaves the field focused, so the paste lands in it.
  await user.clear(field);
  await user.paste(text);
}

/** The form's fields, looked up within the form only (the preview doubles the page's size). */
const form = () => within(screen.getByLabelText('Document details'));

/** A filled invoice in the browser's storage, as a previous visit leaves it. */
function storeInvoice(overrides: Partial<DocumentDraft> = {}, savedId: number | null = null) {
  const draft: DocumentDraft = {
    ...emptyDraft('invoice', '2026-11-25'),
    business: { name: 'Bright Pipes', email: '', phone: '', address: '', logo: null },
    customer: { name: 'Casey Customer', email: '', phone: '', address: '' },
    items: [
      { key: 'a', description: 'Labour', quantity: '1.5', unitPrice: '80' },
      { key: 'b', description: 'Parts', quantity: '3', unitPrice: '19.99' },
    ],
    taxRate: '8.875',
    discount: '10',
    ...overrides,
  };
  window.localStorage.setItem(draftStorageKey('invoice'), JSON.stringify({ draft, savedId }));
}

describe('the invoice tool', () => {
  it('refuses to download an incomplete invoice: inline messages, the first bad field focused, no PDF', async () => {
    renderTool();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Enter your business name.')).toBeInTheDocument();
    expect(screen.getByText('Enter the customer’s name.')).toBeInTheDocument();
    expect(screen.getByText('Describe the item.')).toBeInTheDocument();
    expect(screen.getByText('Enter a price from $0 to $1,000,000, like 80 or 79.99.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the 4 highlighted fields first.');
    await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveFocus());
    expect(screen.getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');
    expect(downloadMock).not.toHaveBeenCalled();
  });

  it('updates the preview as you type: 1.5 × $80 = $120.00, 10% off = $12.00, 8.875% tax = $9.59 (958.5¢ rounds up), total $117.59', async () => {
    renderTool();
    const f = form();
    await fill(f.getByLabelText('Quantity'), '1.5');
    await fill(f.getByLabelText('Unit price ($)'), '80');
    await fill(f.getByLabelText('Tax rate (%)'), '8.875');
    await fill(f.getByLabelText('Discount (%)'), '10');
    const preview = within(screen.getByLabelText('Invoice preview'));
    expect(preview.getByText('−$12.00')).toBeInTheDocument();
    expect(preview.getByText('$9.59')).toBeInTheDocument();
    expect(preview.getByTestId('document-total')).toHaveTextContent('$117.59');
    expect(f.getByText('Amount: $120.00')).toBeInTheDocument();
  });

  it('downloads a PDF of the same totals the preview shows: 1.5 × $80 + 3 × $19.99, 10% off, 8.875% tax = $176.34', async () => {
    storeInvoice();
    renderTool();
    const preview = within(screen.getByLabelText('Invoice preview'));
    await waitFor(() => expect(preview.getByTestId('document-total')).toHaveTextContent('$176.34'));
    expect(preview.getByText('$179.97')).toBeInTheDocument();
    expect(preview.getByText('−$18.00')).toBeInTheDocument();
    expect(preview.getByText('$14.37')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloadMock).toHaveBeenCalledTimes(1));
    const input = downloadMock.mock.calls[0]![0];
    expect(input.totals).toMatchObject({
      subtotalCents: 17997,
      discountCents: 1800,
      taxCents: 1437,
      totalCents: 17634,
    });
    expect(input.content.items).toEqual([
      { description: 'Labour', quantity: 1.5, unit_price_cents: 8000 },
      { description: 'Parts', quantity: 3, unit_price_cents: 1999 },
    ]);
    expect(input.content.tax_rate_ppm).toBe(88_750);
    expect(await screen.findByText('Your PDF of INV-0001 is downloading.')).toBeInTheDocument();
  });

  it('never shows NaN: a half-typed quantity counts as $0.00 and is flagged when downloading', async () => {
    renderTool();
    await fill(screen.getAllByLabelText('Quantity')[0]!, 'abc');
    await fill(screen.getAllByLabelText('Unit price ($)')[0]!, '12.5');
    expect(screen.getByTestId('document-total')).toHaveTextContent('$0.00');
    expect(document.body.textContent).not.toMatch(/NaN/);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('Enter a quantity from 0 to 100,000 with at most 2 decimals.'),
    ).toBeInTheDocument();
  });

  it('keeps a signed-out visitor’s draft in the browser across a reload, and offers sign-in instead of saving', async () => {
    const first = renderTool();
    await fill(screen.getByLabelText('Customer name'), 'Casey Customer');
    await user.click(screen.getByRole('button', { name: 'New invoice' }));
    await fill(screen.getByLabelText('Customer name'), 'Robin Renter');
    await waitFor(() =>
      expect(window.localStorage.getItem(draftStorageKey('invoice'))).toContain('Robin Renter'),
    );
    expect(screen.queryByRole('button', { name: 'Save to account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    first.unmount();
    renderTool();
    await waitFor(() => expect(screen.getByLabelText('Customer name')).toHaveValue('Robin Renter'));
    // "New invoice" moved the number on.
    expect(screen.getByLabelText('Number')).toHaveValue('INV-0002');
  });

  it('fills a provider’s business details from their profile and account', async () => {
    fakeDocumentsApi();
    renderTool(provider);
    const f = form();
    await waitFor(() => expect(f.getByLabelText('Business name')).toHaveValue('Bright Pipes Plumbing'));
    expect(f.getAllByLabelText('Address')[0]).toHaveValue('Austin, TX 78701');
    expect(f.getAllByLabelText('Email')[0]).toHaveValue('pat@brightpipes.test');
    expect(f.getAllByLabelText('Phone')[0]).toHaveValue('+15125550123');
  });

  it('saves to the account, lists it, and saves changes to the same document', async () => {
    const api = fakeDocumentsApi();
    storeInvoice();
    renderTool(provider);
    expect(await screen.findByText('No saved invoices yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save to account' }));
    expect(await screen.findByText('Saved INV-0001 to your account.')).toBeInTheDocument();
    expect(api.docs[0]?.content.items).toEqual([
      { description: 'Labour', quantity: 1.5, unit_price_cents: 8000 },
      { description: 'Parts', quantity: 3, unit_price_cents: 1999 },
    ]);
    expect(api.docs[0]?.content.tax_rate_ppm).toBe(88_750);
    expect(await screen.findByRole('button', { name: 'Open INV-0001' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved INV-0001 to your account.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('PUT'))).toEqual(['PUT /api/documents/1']);
    expect(api.docs).toHaveLength(1);
  });

  it('saves as a new document when the one being edited was deleted meanwhile', async () => {
    const api = fakeDocumentsApi();
    storeInvoice({}, 99);
    renderTool(provider);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved INV-0001 to your account.')).toBeInTheDocument();
    expect(api.calls.filter((call) => !call.startsWith('GET'))).toEqual([
      'PUT /api/documents/99',
      'POST /api/documents',
    ]);
  });

  it('duplicates a saved document into the form and deletes one after a confirm', async () => {
    const api = fakeDocumentsApi();
    api.docs.push({
      id: 1,
      kind: 'invoice',
      title: 'Sink repair',
      number: 'INV-0001',
      content: {
        ...draftToContent(emptyDraft('invoice')),
        customer: { name: 'Casey', email: '', phone: '', address: '' },
      },
      created_at: '2026-11-25T12:00:00.000Z',
      updated_at: '2026-11-25T12:00:00.000Z',
    });
    renderTool(provider);
    await user.click(await screen.findByRole('button', { name: 'Duplicate INV-0001' }));
    expect(await screen.findByText('Saved a copy as INV-0002; it is open in the form.')).toBeInTheDocument();
    expect(form().getByLabelText('Number')).toHaveValue('INV-0002');
    expect(form().getByLabelText('Title')).toHaveValue('Sink repair (copy)');
    expect(await screen.findByRole('button', { name: 'Open INV-0002' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete INV-0001' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete INV-0001' }));
    expect(await screen.findByText('Deleted INV-0001.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open INV-0001' })).toBeNull());
    expect(api.calls).toContain('DELETE /api/documents/1');
    expect(api.docs.map((doc) => doc.number)).toEqual(['INV-0002']);
  });
});
