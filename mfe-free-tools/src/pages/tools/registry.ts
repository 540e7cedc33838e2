import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screen of each tool, by slug. Every entry is its own lazy chunk so a tool's code (and the PDF, chart or
 * image libraries it pulls in) loads only on its own route, never on /free-tools or the homepage.
 * One line per tool: `'tool-slug': lazy(() => import('./ToolNamePage')),` (with `import { lazy } from 'react'`).
 */
export const TOOL_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  'pricing-calculator': lazy(() => import('./PricingCalculatorPage')),
  'profit-calculator': lazy(() => import('./ProfitCalculatorPage')),
  'labor-cost-calculator': lazy(() => import('./LaborCostCalculatorPage')),
  'house-cleaning-calculator': lazy(() => import('./HouseCleaningCalculatorPage')),
  'lawn-care-calculator': lazy(() => import('./LawnCareCalculatorPage')),
  'roofing-calculator': lazy(() => import('./RoofingCalculatorPage')),
  'profit-forecast': lazy(() => import('./ProfitForecastPage')),
  'pricing-guide': lazy(() => import('./PricingGuidePage')),
  'marketing-guide': lazy(() => import('./MarketingGuidePage')),
  'operations-guide': lazy(() => import('./OperationsGuidePage')),
  'image-editor': lazy(() => import('./ImageEditorPage')),
  'scheduling-assistant': lazy(() => import('./SchedulingAssistantPage')),
};
