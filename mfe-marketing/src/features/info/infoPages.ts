/**
 * The static company, provider and financing pages: one entry per path, read by pages/InfoPage. Their full
 * content arrives with later issues; each already says what it is for.
 */
export interface InfoPageContent {
  title: string;
  intro: string;
}

export const INFO_PAGES = {
  '/how-it-works': {
    title: 'How Prohive works',
    intro:
      'Post a job, get offers from local professionals, and get it done: describe the work once, compare bids and profiles side by side, then hire the pro you trust.',
  },
  '/faq': {
    title: 'Frequently asked questions',
    intro:
      'Answers about posting jobs, comparing bids, payments, our satisfaction guarantee and how we verify professionals.',
  },
  '/about': {
    title: 'About Prohive',
    intro:
      'Prohive connects homeowners, business owners and property managers with verified local service professionals.',
  },
  '/about-us': {
    title: 'About us',
    intro:
      'Who we are, why we built Prohive and how we keep the marketplace fair for customers and professionals alike.',
  },
  '/careers': {
    title: 'Careers at Prohive',
    intro:
      'We are building the easiest way to get help around the home. Open roles and how we work are listed here.',
  },
  '/terms': {
    title: 'Terms of service',
    intro: 'The terms that apply when you use Prohive to post jobs, send bids or subscribe to a plan.',
  },
  '/privacy': {
    title: 'Privacy policy',
    intro: 'What personal data Prohive collects, why, how long we keep it and the choices you have.',
  },
  '/cookies': {
    title: 'Cookie policy',
    intro: 'The cookies Prohive sets, including the ones that keep you signed in, and how to control them.',
  },
  '/support': {
    title: 'Support',
    intro:
      'Help with your account, your jobs and bids, payments and subscriptions. Our team responds within 24 hours.',
  },
  '/for-providers': {
    title: 'Grow your business with Prohive',
    intro:
      'Find local jobs, send bids, use free business tools and choose a plan that gets your business in front of more customers.',
  },
  '/for-cleaner': {
    title: 'Prohive for cleaning professionals',
    intro:
      'Win more house, office and commercial cleaning jobs in your area, with free quoting and pricing tools.',
  },
  '/prohive-vs-thumbtack-cleaners': {
    title: 'Prohive vs Thumbtack for cleaners',
    intro:
      'How Prohive compares with Thumbtack for cleaning businesses: how you find jobs, what leads cost and what you keep.',
  },
  '/pro-landing': {
    title: 'Join 5000+ verified professionals',
    intro:
      'Create your provider profile, get verified and start receiving job notifications from customers near you.',
  },
  '/financing': {
    title: 'Financing',
    intro: 'Spread the cost of bigger home projects with financing options offered through Prohive.',
  },
  '/financing/rate-check': {
    title: 'Check your rate',
    intro:
      'See the financing rates you may qualify for before you hire, without affecting your credit score.',
  },
  '/financing-waitlist': {
    title: 'Financing waitlist',
    intro:
      'Financing is not available everywhere yet. Join the waitlist and we will tell you when it reaches your area.',
  },
} as const satisfies Record<string, InfoPageContent>;

export type InfoPagePath = keyof typeof INFO_PAGES;

export const INFO_PAGE_PATHS = Object.keys(INFO_PAGES) as InfoPagePath[];

export function infoPageFor(pathname: string): InfoPageContent | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (INFO_PAGES as Record<string, InfoPageContent>)[normalized];
}
