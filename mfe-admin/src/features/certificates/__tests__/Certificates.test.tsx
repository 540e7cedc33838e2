import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { http, server } from '@prohive/shared/testing';
import type { Schemas } from '@prohive/shared';
import CertificatesPage from '../../../pages/CertificatesPage';
import { viewableBlob } from '../../../lib/api/certificatesEndpoints';
import { adminUser } from '../../../testing/fixtures';
import { ok, page, renderAdmin } from '../../../testing/renderAdmin';

const certificate: Schemas['AdminCertificate'] = {
  id: 8,
  kind: 'license',
  status: 'pending',
  provider: { id: 7, name: 'Pat Provider', business_name: 'Pat Plumbing' },
  file_url: '/api/admin/certificates/8/file',
  content_type: 'image/png',
  rejection_reason: null,
  reviewed_by: null,
  reviewed_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

beforeEach(() => {
  jest.spyOn(toast, 'success').mockImplementation(() => 1);
  URL.createObjectURL = jest.fn(() => 'blob:certificate-8');
  URL.revokeObjectURL = jest.fn();
});

describe('provider verification', () => {
  it('shows the file inline from a Bearer-authorised fetch', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/certificates', <CertificatesPage />, {
      user: adminUser,
      respond: (call) => (call.path === '/api/admin/certificates' ? page([certificate]) : undefined),
    });
    let authorization: string | null = null;
    server.use(
      http.get('*/api/admin/certificates/8/file', ({ request }) => {
        authorization = request.headers.get('authorization');
        return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'View file' }));
    expect(await screen.findByRole('img', { name: 'license of Pat Provider' })).toHaveAttribute(
      'src',
      'blob:certificate-8',
    );
    expect(authorization).toMatch(/^Bearer /);
  });

  it('frames a PDF, and never frames a file of another type', async () => {
    const user = userEvent.setup();
    const pdf = { ...certificate, id: 9, kind: 'insurance' as const, content_type: 'application/pdf' };
    renderAdmin('/admin/certificates', <CertificatesPage />, {
      user: adminUser,
      respond: (call) => (call.path === '/api/admin/certificates' ? page([pdf]) : undefined),
    });
    server.use(
      http.get(
        '*/api/admin/certificates/9/file',
        () => new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'View file' }));
    const frame = await screen.findByTitle('insurance of Pat Provider');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:certificate-8');
    expect(viewableBlob(new Blob(['<script>'], { type: 'text/html' })).type).toBe('application/octet-stream');
    expect(viewableBlob(new Blob(['%PDF'], { type: 'application/pdf' })).type).toBe('application/pdf');
  });

  it('rejects with a reason and approves after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('/admin/certificates', <CertificatesPage />, {
      user: adminUser,
      respond: (call) => {
        if (call.method === 'POST') return ok({ data: { ...certificate, status: 'approved' } });
        return call.path === '/api/admin/certificates' ? page([certificate]) : undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    let dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('The reason must be at least 3 characters.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    dialog = screen.getByRole('dialog', { name: 'Approve the licence of Pat Plumbing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: /Licence · Pat Plumbing/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/certificates/8/approve',
    ]);
    expect(toast.success).toHaveBeenCalledWith('Certificate approved.');
  });

  it('says when nothing waits', async () => {
    renderAdmin('/admin/certificates', <CertificatesPage />, { user: adminUser, respond: () => page([]) });
    expect(await screen.findByRole('heading', { name: 'Nothing to verify' })).toBeInTheDocument();
  });
});
