import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@prohive/shared';
import { renderWithProviders } from '@prohive/shared/testing';
import ToolPage from '../ToolPage';
// Loaded up front so the lazy screens resolve from the module cache instead of compiling mid-test.
import '../tools/PricingCalculatorPage';
import '../tools/ProfitCalculatorPage';
import '../tools/RoofingCalculatorPage';

function renderTool(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/free-tools/:tool" element={<ToolPage />} />
      <Route path="/404" element={<p>Page not found</p>} />
    </Routes>,
    { route: url },
  );
}

function jsonLd(): Array<Record<string, unknown>> {
  return Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );
}

describe('ToolPage', () => {
  it('frames a calculator: breadcrumb, one h1, intro, print button, related tools and guides', async () => {
    renderTool('/free-tools/pricing-calculator');
    expect(await screen.findByTestId('result-headline')).toHaveTextContent('$825');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Free tools' })).toHaveAttribute(
      'href',
      '/free-tools',
    );
    expect(within(breadcrumb).getByText('Pricing Calculator')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pricing Calculator');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    const related = screen.getByRole('complementary', { name: 'Related tools and guides' });
    expect(within(related).getByRole('link', { name: 'Profit Calculator' })).toHaveAttribute(
      'href',
      '/free-tools/profit-calculator',
    );
    expect(within(related).getByRole('heading', { name: 'Guides' })).toBeInTheDocument();
    expect(within(related).getByRole('link', { name: 'Pricing Guide' })).toBeInTheDocument();
  });

  it('sets its own title, description, canonical URL (without the query string) and JSON-LD', async () => {
    renderTool('/free-tools/roofing-calculator?footprint=1500');
    await screen.findByTestId('result-headline');
    expect(document.title).toBe('Roofing Calculator – Free Tools | Prohive');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Estimate roofing materials and cost from roof area and pitch.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/free-tools/roofing-calculator',
    );
    const [app, breadcrumbs] = jsonLd();
    expect(app).toMatchObject({
      '@type': 'WebApplication',
      name: 'Roofing Calculator',
      isAccessibleForFree: true,
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Free tools', item: 'http://localhost/free-tools' },
        { position: 2, name: 'Roofing Calculator', item: 'http://localhost/free-tools/roofing-calculator' },
      ],
    });
  });

  it('takes its head tags away again when it goes', async () => {
    const { unmount } = renderTool('/free-tools/profit-calculator');
    await screen.findByTestId('result-headline');
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(jsonLd()).toEqual([]);
  });

  it('an unknown tool is a 404', () => {
    renderTool('/free-tools/no-such-tool');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
