import type { ContentPageData } from '../../../lib/contentTypes';

export const forProvidersPage: ContentPageData = {
  title: 'Grow your business with Prohive',
  eyebrow: 'For professionals',
  description:
    'Find local jobs, send bids on the work you want, use free business tools and get verified. How Prohive helps service professionals grow.',
  intro:
    'Find local jobs that fit your trade and your calendar, send bids on the ones you want, and run the paperwork with free business tools. Start free; upgrade when Prohive is bringing you more work than your plan covers.',
  actions: [
    { label: 'Create your free profile', to: '/provider-signup' },
    { label: 'Browse open jobs', to: '/jobs', variant: 'outline' },
  ],
  sections: [
    {
      heading: 'Why professionals choose Prohive',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'You pick the jobs',
              text: "See the job, the location and the customer's budget before you bid. No surprise charges for leads you never wanted.",
            },
            {
              title: 'Customers ready to hire',
              text: 'People post on Prohive when they need the work done, and they compare offers in one place, so a good bid gets noticed.',
            },
            {
              title: 'Your reputation, working for you',
              text: 'Verified badges, ratings and reviews from real hires follow you from job to job and help you win on more than price.',
            },
            {
              title: 'Free business tools',
              text: 'Pricing and profit calculators, invoice and work-order templates and growth guides, free for every pro.',
            },
          ],
        },
      ],
    },
    {
      heading: 'How it works for pros',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Create your profile',
              text: 'Add your business, the services you offer and the area you cover, from a few miles around your base to a whole metro.',
            },
            {
              title: 'Get verified',
              text: 'Upload your licence and insurance and pass a background check. Verified pros earn a badge customers look for.',
            },
            {
              title: 'Bid on local jobs',
              text: 'Get notified about new jobs that match your services, send a price and a short message, and answer questions in Messages.',
            },
            {
              title: 'Do great work, get reviewed',
              text: 'Every completed job can earn a review, and strong reviews make your next bid easier to win.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Plans',
      blocks: [
        "Every professional starts on a free plan with a monthly allowance of bids and the full set of free tools. Paid plans raise your bid allowance, widen your service area and categories, add job-notification campaigns and a verified badge, and come with priority support. Plans are month to month and you can cancel at any time from your dashboard; you see each plan's price and what it includes before any checkout.",
      ],
    },
    {
      heading: 'Free tools for your business',
      blocks: [
        {
          kind: 'list',
          items: [
            '[Pricing calculator](/free-tools/pricing-calculator) and [labor cost calculator](/free-tools/labor-cost-calculator) to price jobs with your real costs.',
            '[Profit calculator](/free-tools/profit-calculator) and [profit forecast](/free-tools/profit-forecast) to see what a month of work actually earns.',
            '[Invoice templates](/free-tools/invoice-templates), a [receipt generator](/free-tools/receipt-generator) and a [work order template](/free-tools/work-order-template).',
            'Guides on [pricing](/free-tools/pricing-guide), [marketing](/free-tools/marketing-guide) and [operations](/free-tools/operations-guide).',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'Join 5000+ verified professionals',
    text: 'Creating a profile is free and takes a few minutes. Start bidding on local jobs today.',
    actions: [
      { label: 'Create your free profile', to: '/provider-signup' },
      { label: 'See the free tools', to: '/free-tools', variant: 'outline' },
    ],
  },
};

export const forCleanerPage: ContentPageData = {
  title: 'Prohive for cleaning professionals',
  eyebrow: 'For cleaners',
  description:
    'Win more house, office and commercial cleaning jobs near you. Bid on the cleans you want and price them right with free cleaning calculators.',
  intro:
    'Win more house, office and commercial cleaning jobs in your area. Choose the cleans that fit your team and your route, price them with our free house-cleaning calculator and build a base of recurring customers.',
  actions: [
    { label: 'Start as a cleaner', to: '/provider-signup' },
    { label: 'See cleaning jobs', to: '/jobs?category=cleaning', variant: 'outline' },
  ],
  sections: [
    {
      heading: 'Cleaning work on Prohive',
      blocks: [
        'Cleaning is one of the most requested services on Prohive, and much of it repeats: weekly and biweekly home cleans, nightly office cleans, move-out deep cleans for property managers who turn over units every month.',
        {
          kind: 'cards',
          items: [
            {
              title: 'Home cleaning',
              text: 'Recurring cleans, one-off deep cleans, move-in and move-out cleans, post-renovation dust removal.',
            },
            {
              title: 'Office cleaning',
              text: 'Nightly and weekly contracts for small offices, clinics and studios: restrooms, kitchens, floors and trash.',
            },
            {
              title: 'Commercial cleaning',
              text: 'Retail, hospitality and common areas, often on schedules outside business hours.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Price every clean with confidence',
      blocks: [
        'Underpricing is the fastest way to burn out a cleaning business. The free [house cleaning calculator](/free-tools/house-cleaning-calculator) works from bedrooms, bathrooms, square footage, condition and frequency to a price that covers your time, supplies and travel, and the [profit calculator](/free-tools/profit-calculator) shows what you keep.',
      ],
    },
    {
      heading: 'Tips from top-rated cleaners',
      blocks: [
        {
          kind: 'list',
          items: [
            'Answer fast. Customers often hire one of the first pros who reply with a clear price.',
            'Say exactly what is included: inside the oven and fridge, baseboards, windows and laundry are common questions.',
            'Offer a recurring price alongside the one-off price; many first cleans turn into regular customers.',
            'Add before-and-after photos to your profile and ask happy customers for a review.',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'Fill your cleaning calendar',
    text: 'Create a free profile, choose your area and start bidding on cleans near you.',
    actions: [
      { label: 'Start as a cleaner', to: '/provider-signup' },
      { label: 'Compare with Thumbtack', to: '/prohive-vs-thumbtack-cleaners', variant: 'outline' },
    ],
  },
};

export const vsThumbtackPage: ContentPageData = {
  title: 'Prohive vs Thumbtack for cleaners',
  eyebrow: 'Comparison',
  description:
    'How Prohive compares with Thumbtack for cleaning businesses: how you find jobs, how you pay for them, the tools you get and what you keep.',
  intro:
    'Both Prohive and Thumbtack connect cleaning professionals with local customers. The difference is how you get jobs and how you pay for them. Here is an honest side-by-side for cleaning businesses.',
  sections: [
    {
      heading: 'At a glance',
      blocks: [
        {
          kind: 'table',
          caption: 'Prohive and Thumbtack for cleaning professionals',
          head: ['What matters', 'Prohive', 'Thumbtack'],
          rows: [
            [
              'How you get work',
              'You browse local jobs and bid on the ones you want.',
              'Customers are matched to pros, and pros can also respond to requests.',
            ],
            [
              'How you pay',
              'A free plan, or a flat monthly plan with a set bid allowance.',
              'Pros pay for leads; the price varies by category and location.',
            ],
            [
              'Cost predictability',
              'You know your monthly cost up front.',
              'Your spend depends on how many leads you receive or accept.',
            ],
            [
              'Business tools',
              'Free calculators, invoice and work-order templates and guides.',
              'Focused on leads and messaging.',
            ],
            [
              'Verification',
              'Licence, insurance and background-check badges.',
              'Background checks and credentials, depending on the category.',
            ],
          ],
        },
        {
          kind: 'note',
          text: "Thumbtack is a trademark of Thumbtack, Inc. This comparison describes Thumbtack's publicly described pricing model as we understand it; check Thumbtack's own pages for its current terms and prices.",
        },
      ],
    },
    {
      heading: 'Why cleaners switch to Prohive',
      blocks: [
        {
          kind: 'list',
          items: [
            'Budget certainty: a monthly plan costs the same whether a customer replies or not.',
            'Choice: you see the size, location and timing of a clean before you spend a bid on it.',
            'Recurring work: homeowners and property managers post weekly, biweekly and move-out cleans.',
            'Tools included: the [house cleaning calculator](/free-tools/house-cleaning-calculator) and [invoice templates](/free-tools/invoice-templates) come free.',
          ],
        },
      ],
    },
    {
      heading: 'When pay-per-lead can make sense',
      blocks: [
        "If you take very few jobs a month, or you only work in a niche where leads are rare, paying per lead may cost you less than a plan. Prohive's free plan covers that case too: it includes a monthly bid allowance at no cost, so you can try both and keep what works.",
      ],
    },
  ],
  closing: {
    heading: 'Try Prohive free',
    text: 'Create a cleaning profile on the free plan and see the jobs in your area before you decide.',
    actions: [
      { label: 'Create your free profile', to: '/provider-signup' },
      { label: 'Prohive for cleaners', to: '/for-cleaner', variant: 'outline' },
    ],
  },
};

export const proLandingPage: ContentPageData = {
  title: 'Join 5000+ verified professionals',
  eyebrow: 'Become a Prohive pro',
  description:
    'Create your provider profile, get verified and start receiving job notifications from customers near you. Free to join, no lead fees.',
  intro:
    'Create your provider profile, get verified and start receiving job notifications from customers near you. Joining is free, and you decide which jobs are worth your time.',
  actions: [
    { label: 'Sign up as a pro', to: '/provider-signup' },
    { label: 'How it works for pros', to: '/for-providers', variant: 'outline' },
  ],
  sections: [
    {
      heading: 'What you get from day one',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Local job notifications',
              text: 'New jobs in your services and area, as soon as customers post them.',
            },
            {
              title: 'A profile that sells',
              text: 'Your services, area, photos, years in business, badges and reviews on one page.',
            },
            {
              title: 'Messages',
              text: 'Ask the customer questions, share photos and agree the details in one thread.',
            },
            {
              title: 'Free tools',
              text: 'Calculators, templates and guides to price, invoice and plan your work.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Trades we work with',
      blocks: [
        'Plumbing, electrical, HVAC, cleaning, handyman work, landscaping, pest control, solar, roofing and appliance repair, for home, office and commercial customers.',
      ],
    },
    {
      heading: 'Getting verified',
      blocks: [
        'Verification is what customers look for first. Upload the licence your trade requires in your state and your liability insurance certificate, and consent to a background check. Our team reviews each document; once approved, the badge appears on your profile and beside every bid you send.',
      ],
    },
    {
      heading: 'What pros ask us',
      blocks: [
        {
          kind: 'list',
          items: [
            'Do I pay per lead? No. You choose which jobs to bid on, within the allowance of your plan.',
            'Can I choose my area? Yes: set a radius around your base, and change it whenever you like.',
            'Is there a contract? No. Paid plans are month to month and can be cancelled at any time.',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'Your next customer is already posting',
    text: 'Set up your profile today and get notified about the next job near you.',
    actions: [{ label: 'Sign up as a pro', to: '/provider-signup' }],
  },
};
