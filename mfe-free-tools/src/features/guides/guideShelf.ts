/**
 * The three guides, listed at the foot of each so a reader can go on to the next. Titles only: importing the
 * other guides' content here would put all three articles into every guide's chunk.
 */
export interface GuideShelfEntry {
  slug: string;
  title: string;
  blurb: string;
}

export const GUIDE_SHELF: readonly GuideShelfEntry[] = [
  {
    slug: 'pricing-guide',
    title: 'Pricing guide',
    blurb: 'Cost-plus pricing, markup versus margin and quoting jobs that pay.',
  },
  {
    slug: 'marketing-guide',
    title: 'Marketing guide',
    blurb: 'Cost per lead, reviews, local search and referrals that bring steady work.',
  },
  {
    slug: 'operations-guide',
    title: 'Operations guide',
    blurb: 'Scheduling, crew utilization, cash flow, suppliers and checklists.',
  },
];
