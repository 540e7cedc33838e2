import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeSignedInSession, renderWithProviders } from '@prohive/shared/testing';
import { atRoute, json, makeProvider, answerApi } from '../../testing/fixtures';
import { SaveButton } from '../SaveButton';

const clearCookies = () => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

describe('SaveButton', () => {
  beforeEach(clearCookies);

  it('signed out: remembers the page in previousPage and goes to /auth without calling the api', () => {
    const { seen } = answerApi(() => json({}));
    renderWithProviders(
      atRoute('/professionals', <SaveButton kind="provider" id={3} name="Ace Plumbing" />),
      {
        route: '/professionals?search=plumbing&zip=78701',
      },
    );
    const button = screen.getByRole('button', { name: 'Save Ace Plumbing' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(screen.getByText('Sign in page')).toBeInTheDocument();
    expect(decodeURIComponent(document.cookie)).toContain(
      'previousPage=/professionals?search=plumbing&zip=78701',
    );
    expect(seen).toEqual([]);
  });

  it('signed in: reads the saved list, flips at once, and sends PUT then DELETE', async () => {
    let release: () => void = () => undefined;
    const { seen } = answerApi((request) => {
      if (request.method === 'GET') return json({ data: { providers: [], jobs: [] } });
      return new Promise((resolve) => {
        release = () => resolve(new Response(null, { status: 204 }));
      });
    });
    renderWithProviders(
      atRoute('/', <SaveButton kind="provider" id={3} name="Ace Plumbing" item={makeProvider(3)} compact />),
      { preloadedState: { session: makeSignedInSession() } },
    );
    const button = screen.getByRole('button', { name: 'Save Ace Plumbing' });
    await waitFor(() => expect(seen).toContain('GET /api/saved'));
    fireEvent.click(button);
    // Optimistic: pressed before the api has answered.
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(seen).toContain('PUT /api/saved/providers/3'));
    await act(async () => release());
    await waitFor(() => expect(seen.filter((s) => s === 'GET /api/saved')).toHaveLength(2));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(seen).toContain('DELETE /api/saved/providers/3'));
    await act(async () => release());
  });

  it('rolls back when the api refuses', async () => {
    answerApi((request) => {
      if (request.method === 'GET') return json({ data: { providers: [], jobs: [] } });
      return json({ message: 'Job not found.' }, 404);
    });
    renderWithProviders(atRoute('/', <SaveButton kind="job" id={77} name="Fix the sink" saved={false} />), {
      preloadedState: { session: makeSignedInSession() },
    });
    const button = screen.getByRole('button', { name: 'Save Fix the sink' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
  });
});
