import type { ToolPageInfo } from '../../components/toolPage';

/** The index's sections, in the order they are shown. */
export const TOOL_GROUPS = [
  { id: 'calculators', title: 'Calculators', intro: 'Price jobs and check what they earn.' },
  {
    id: 'documents',
    title: 'Templates and documents',
    intro: 'Paperwork for getting paid and getting work done.',
  },
  {
    id: 'guides',
    title: 'Guides',
    intro: 'Practical advice on pricing, marketing and running the business.',
  },
  { id: 'planning', title: 'Planning', intro: 'Look ahead: forecasts, schedules and job photos.' },
] as const;

export type ToolGroupId = (typeof TOOL_GROUPS)[number]['id'];

/** Spec §2 "Free tools": the calculators, templates and guides for providers, by URL slug. */
export interface FreeTool {
  slug: string;
  title: string;
  description: string;
  group: ToolGroupId;
  /** Slugs of the tools and guides linked under this tool ("Related tools", "Guides"). */
  related: readonly string[];
}

export const FREE_TOOLS: readonly FreeTool[] = [
  {
    slug: 'pricing-calculator',
    title: 'Pricing Calculator',
    description: 'Work out a price for a job from your labour, materials, overheads and margin.',
    group: 'calculators',
    related: ['profit-calculator', 'labor-cost-calculator', 'pricing-guide'],
  },
  {
    slug: 'profit-calculator',
    title: 'Profit Calculator',
    description: 'See what a job really earns once costs and fees are taken out.',
    group: 'calculators',
    related: ['pricing-calculator', 'profit-forecast', 'pricing-guide'],
  },
  {
    slug: 'invoice-templates',
    title: 'Invoice Templates',
    description: 'Professional invoice templates you can fill in, download and send.',
    group: 'documents',
    related: ['receipt-generator', 'work-order-template', 'operations-guide'],
  },
  {
    slug: 'labor-cost-calculator',
    title: 'Labor Cost Calculator',
    description: 'Calculate the true hourly cost of your crew, including taxes and benefits.',
    group: 'calculators',
    related: ['pricing-calculator', 'profit-calculator', 'operations-guide'],
  },
  {
    slug: 'house-cleaning-calculator',
    title: 'House Cleaning Calculator',
    description: 'Quote house cleaning by size, rooms and frequency.',
    group: 'calculators',
    related: ['pricing-calculator', 'invoice-templates', 'pricing-guide'],
  },
  {
    slug: 'lawn-care-calculator',
    title: 'Lawn Care Calculator',
    description: 'Quote mowing and lawn care by area and service.',
    group: 'calculators',
    related: ['pricing-calculator', 'scheduling-assistant', 'pricing-guide'],
  },
  {
    slug: 'roofing-calculator',
    title: 'Roofing Calculator',
    description: 'Estimate roofing materials and cost from roof area and pitch.',
    group: 'calculators',
    related: ['pricing-calculator', 'work-order-template', 'pricing-guide'],
  },
  {
    slug: 'receipt-generator',
    title: 'Receipt Generator',
    description: 'Create clean receipts for payments you receive.',
    group: 'documents',
    related: ['invoice-templates', 'work-order-template', 'operations-guide'],
  },
  {
    slug: 'work-order-template',
    title: 'Work Order Template',
    description: 'Describe a job, its tasks and materials in a work order your team can follow.',
    group: 'documents',
    related: ['invoice-templates', 'scheduling-assistant', 'operations-guide'],
  },
  {
    slug: 'profit-forecast',
    title: 'Profit Forecast',
    description: 'Project revenue, costs and profit for the months ahead.',
    group: 'planning',
    related: ['profit-calculator', 'pricing-calculator', 'pricing-guide'],
  },
  {
    slug: 'image-editor',
    title: 'Image Editor',
    description: 'Crop and annotate before-and-after photos of your work.',
    group: 'planning',
    related: ['marketing-guide', 'work-order-template'],
  },
  {
    slug: 'pricing-guide',
    title: 'Pricing Guide',
    description: 'How to price home services competitively and profitably.',
    group: 'guides',
    related: ['pricing-calculator', 'profit-calculator', 'marketing-guide'],
  },
  {
    slug: 'marketing-guide',
    title: 'Marketing Guide',
    description: 'Practical ways to win more local customers.',
    group: 'guides',
    related: ['image-editor', 'pricing-guide', 'operations-guide'],
  },
  {
    slug: 'operations-guide',
    title: 'Operations Guide',
    description: 'Run scheduling, crews, suppliers and paperwork smoothly.',
    group: 'guides',
    related: ['scheduling-assistant', 'work-order-template', 'labor-cost-calculator'],
  },
  {
    slug: 'scheduling-assistant',
    title: 'Scheduling Assistant',
    description: 'Plan your week of jobs and travel between them.',
    group: 'planning',
    related: ['work-order-template', 'operations-guide'],
  },
];

export function findTool(slug: string | undefined): FreeTool | undefined {
  return FREE_TOOLS.find((tool) => tool.slug === slug);
}

/** The tools of one group, in catalogue order. */
export function toolsInGroup(group: ToolGroupId, tools: readonly FreeTool[] = FREE_TOOLS): FreeTool[] {
  return tools.filter((tool) => tool.group === group);
}

/** Tools whose title or description contains every word of the query (case-insensitive). */
export function filterTools(query: string, tools: readonly FreeTool[] = FREE_TOOLS): FreeTool[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tools];
  return tools.filter((tool) => {
    const text = `${tool.title} ${tool.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** What the shared tool page frame needs: the entry plus its related tools and guides, resolved. */
export function toolPageInfo(tool: FreeTool): ToolPageInfo {
  const related = tool.related.map(findTool).filter((entry): entry is FreeTool => entry !== undefined);
  const link = ({ slug, title, description }: FreeTool) => ({ slug, title, description });
  return {
    ...link(tool),
    kind: tool.group === 'guides' ? 'guide' : 'app',
    relatedTools: related.filter((entry) => entry.group !== 'guides').map(link),
    relatedGuides: related.filter((entry) => entry.group === 'guides').map(link),
  };
}
