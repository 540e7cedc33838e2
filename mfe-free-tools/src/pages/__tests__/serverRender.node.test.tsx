/**
 * @jest-environment node
 */
// Every screen this remote owns renders on a server: no window or document during render (head tags, the site
// origin and printing wait for the browser).
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter, darkTheme } from '@prohive/shared';
import { ToolPageContext } from '../../components/toolPage';
import { findTool, toolPageInfo } from '../../features/catalogue/tools';
import FreeToolsPage from '../FreeToolsPage';
import HouseCleaningCalculatorPage from '../tools/HouseCleaningCalculatorPage';
import LaborCostCalculatorPage from '../tools/LaborCostCalculatorPage';
import LawnCareCalculatorPage from '../tools/LawnCareCalculatorPage';
import PricingCalculatorPage from '../tools/PricingCalculatorPage';
import ProfitCalculatorPage from '../tools/ProfitCalculatorPage';
import ProfitForecastPage from '../tools/ProfitForecastPage';
import RoofingCalculatorPage from '../tools/RoofingCalculatorPage';

function serverRender(Page: ComponentType, url: string, slug?: string): string {
  const tool = slug ? findTool(slug) : undefined;
  const page = <Page />;
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <ThemeProvider theme={darkTheme}>
        {tool ? <ToolPageContext.Provider value={toolPageInfo(tool)}>{page}</ToolPageContext.Provider> : page}
      </ThemeProvider>
    </MemoryRouter>,
  );
}

const PAGES: Array<[string, ComponentType, string]> = [
  ['pricing-calculator', PricingCalculatorPage, '$825'],
  ['profit-calculator', ProfitCalculatorPage, '$2,200'],
  ['labor-cost-calculator', LaborCostCalculatorPage, '$41.56'],
  ['house-cleaning-calculator', HouseCleaningCalculatorPage, '$224.40'],
  ['lawn-care-calculator', LawnCareCalculatorPage, '$1,500'],
  ['roofing-calculator', RoofingCalculatorPage, '$8,610 – $13,530'],
  ['profit-forecast', ProfitForecastPage, 'Month by month'],
];

describe('server rendering', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders /free-tools with all fifteen tools', () => {
    const html = serverRender(FreeToolsPage, '/free-tools');
    expect(html).toContain('Free Tools for Service Pros');
    expect(html.match(/href="\/free-tools\/[a-z-]+"/g)).toHaveLength(15);
  });

  it.each(PAGES)('renders /free-tools/%s with its result', (slug, Page, expected) => {
    const html = serverRender(Page, `/free-tools/${slug}`, slug);
    expect(html).toContain('<h1');
    expect(html).toContain(expected);
    expect(html).not.toMatch(/NaN|Infinity/);
  });

  it('renders a calculator from its URL on the server too: labour $100 × 1.1 overhead × 1.25 markup → $137.50', () => {
    const html = serverRender(
      PricingCalculatorPage,
      '/free-tools/pricing-calculator?labour=100&materials=0',
      'pricing-calculator',
    );
    expect(html).toContain('$137.50');
  });
});
