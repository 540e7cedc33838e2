/**
 * @jest-environment node
 */
// The layout as the shell's server renders it: webpack's server build resolves `./chrome` to chrome.server.ts
// (mapped the same way here). If the header or footer were lazy on the server, renderToString would write the
// boundary's empty fallback instead of them, and the page would arrive without its header.
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StoreProvider, ThemeModeProvider, ViewportHintContext } from '@prohive/shared';
import { createTestStore } from '@prohive/shared/testing';
import { SiteLayout } from '../SiteLayout';

jest.mock('../chrome', () => jest.requireActual<object>('../chrome.server'));

function serverHtml(viewport: 'mobile' | 'desktop'): string {
  return renderToString(
    <StoreProvider store={createTestStore()}>
      <ThemeModeProvider>
        <MemoryRouter initialEntries={['/']}>
          <ViewportHintContext.Provider value={viewport}>
            <SiteLayout>
              <h1>Page</h1>
            </SiteLayout>
          </ViewportHintContext.Provider>
        </MemoryRouter>
      </ThemeModeProvider>
    </StoreProvider>,
  );
}

describe('the layout rendered on the server', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
  });

  it('writes the desktop header and footer into the HTML, and nothing of the phone layout', () => {
    const html = serverHtml('desktop');
    expect(html).toContain('data-testid="desktop-header"');
    expect(html).toContain('data-testid="site-footer"');
    expect(html).not.toContain('data-testid="mobile-header"');
    expect(html).not.toContain('data-testid="mobile-tab-bar"');
    // No boundary left suspended or to the browser (`<!--$?-->`, `<!--$!-->`).
    expect(html).not.toMatch(/<!--\$[?!]-->/);
  });

  it('writes the phone header and tab bar for a phone', () => {
    const html = serverHtml('mobile');
    expect(html).toContain('data-testid="mobile-header"');
    expect(html).toContain('data-testid="mobile-tab-bar"');
    expect(html).not.toContain('data-testid="desktop-header"');
    expect(html).not.toMatch(/<!--\$[?!]-->/);
  });
});
