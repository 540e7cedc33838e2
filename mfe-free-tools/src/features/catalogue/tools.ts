/** Spec §2 "Free tools": the calculators, templates and guides for providers, by URL slug. */
export interface FreeTool {
  slug: string;
  title: string;
  description: string;
}

export const FREE_TOOLS: readonly FreeTool[] = [
  {
    slug: 'pricing-calculator',
    title: 'Pricing Calculator',
    description: 'Work out a price for a job from your labour, materials, overheads and margin.',
  },
  {
    slug: 'profit-calculator',
    title: 'Profit Calculator',
    description: 'See what a job really earns once costs and fees are taken out.',
  },
  {
    slug: 'invoice-templates',
    title: 'Invoice Templates',
    description: 'Professional invoice templates you can fill in, download and send.',
  },
  {
    slug: 'labor-cost-calculator',
    title: 'Labor Cost Calculator',
    description: 'Calculate the true hourly cost of your crew, including taxes and benefits.',
  },
  {
    slug: 'house-cleaning-calculator',
    title: 'House Cleaning Calculator',
    description: 'Quote house cleaning by size, rooms and frequency.',
  },
  {
    slug: 'lawn-care-calculator',
    title: 'Lawn Care Calculator',
    description: 'Quote mowing and lawn care by area and service.',
  },
  {
    slug: 'roofing-calculator',
    title: 'Roofing Calculator',
    description: 'Estimate roofing materials and cost from roof area and pitch.',
  },
  {
    slug: 'receipt-generator',
    title: 'Receipt Generator',
    description: 'Create clean receipts for payments you receive.',
  },
  {
    slug: 'work-order-template',
    title: 'Work Order Template',
    description: 'Describe a job, its tasks and materials in a work order your team can follow.',
  },
  {
    slug: 'profit-forecast',
    title: 'Profit Forecast',
    description: 'Project revenue, costs and profit for the months ahead.',
  },
  {
    slug: 'image-editor',
    title: 'Image Editor',
    description: 'Crop and annotate before-and-after photos of your work.',
  },
  {
    slug: 'pricing-guide',
    title: 'Pricing Guide',
    description: 'How to price home services competitively and profitably.',
  },
  {
    slug: 'marketing-guide',
    title: 'Marketing Guide',
    description: 'Practical ways to win more local customers.',
  },
  {
    slug: 'operations-guide',
    title: 'Operations Guide',
    description: 'Run scheduling, crews, suppliers and paperwork smoothly.',
  },
  {
    slug: 'scheduling-assistant',
    title: 'Scheduling Assistant',
    description: 'Plan your week of jobs and travel between them.',
  },
];

export function findTool(slug: string | undefined): FreeTool | undefined {
  return FREE_TOOLS.find((tool) => tool.slug === slug);
}
