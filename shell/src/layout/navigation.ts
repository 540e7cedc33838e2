import { type NavigationMenuItem } from '@prohive/ui';

/** Spec §1/§2 service pages, in the order the menus and the Explore drawer list them. */
export const SERVICE_CATEGORIES = [
  { slug: 'plumbing', title: 'Plumbing', description: 'Leaks, clogs, water heaters and fixtures' },
  { slug: 'electrical', title: 'Electrical', description: 'Wiring, outlets, panels and lighting' },
  { slug: 'hvac', title: 'HVAC', description: 'Heating, cooling and ventilation' },
  { slug: 'cleaning', title: 'Cleaning', description: 'Home, office and deep cleaning' },
  { slug: 'handyman', title: 'Handyman', description: 'Repairs, assembly and odd jobs' },
  { slug: 'landscaping', title: 'Landscaping', description: 'Lawn care, planting and yard work' },
  { slug: 'pest-control', title: 'Pest Control', description: 'Inspection, removal and prevention' },
  { slug: 'roofing', title: 'Roofing', description: 'Repairs, replacement and inspections' },
  { slug: 'appliance-repair', title: 'Appliance Repair', description: 'Washers, fridges, ovens and more' },
] as const;

export const servicePath = (slug: string) => `/services/${slug}`;

export const HEADER_MENUS: NavigationMenuItem[] = [
  {
    id: 'services',
    label: 'Services',
    links: SERVICE_CATEGORIES.map(({ slug, title, description }) => ({
      label: title,
      to: servicePath(slug),
      description,
    })),
  },
  {
    id: 'resources',
    label: 'Resources',
    links: [
      { label: 'Blog', to: '/blog', description: 'Tips and guides for your home' },
      { label: 'How it works', to: '/how-it-works', description: 'Post a job, get offers, get it done' },
      { label: 'FAQ', to: '/faq', description: 'Answers to common questions' },
      { label: 'Free tools', to: '/free-tools', description: 'Calculators, templates and guides for pros' },
      { label: 'Financing', to: '/financing', description: 'Pay for your project over time' },
    ],
  },
  {
    id: 'providers',
    label: 'For Providers',
    links: [
      {
        label: 'Why Prohive for pros',
        to: '/for-providers',
        description: 'Grow your business with local leads',
      },
      { label: 'Pro plans', to: '/pro-landing', description: 'Plans and what they include' },
      { label: 'Become a provider', to: '/provider-signup', description: 'Create your pro account' },
      { label: 'Find jobs', to: '/jobs', description: 'Browse open jobs near you' },
    ],
  },
];

/** Spec §2: the footer's Support & Resources popover. */
export const SUPPORT_LINKS = [
  { label: 'Support', to: '/support' },
  { label: 'FAQ', to: '/faq' },
  { label: 'How it works', to: '/how-it-works' },
  { label: 'Blog', to: '/blog' },
  { label: 'Free tools', to: '/free-tools' },
  { label: 'Financing', to: '/financing' },
  { label: 'Careers', to: '/careers' },
  { label: 'Cookies', to: '/cookies' },
] as const;

export const SOCIAL_LINKS = [
  { label: 'Prohive on Facebook', href: 'https://www.facebook.com/prohive', icon: 'facebook' },
  { label: 'Prohive on Instagram', href: 'https://www.instagram.com/prohive', icon: 'instagram' },
  { label: 'Prohive on LinkedIn', href: 'https://www.linkedin.com/company/prohive', icon: 'linkedin' },
  { label: 'Prohive on X', href: 'https://x.com/prohive', icon: 'x' },
] as const;

export const POST_JOB_PATH = '/create-job';
export const AUTH_PATH = '/auth';
