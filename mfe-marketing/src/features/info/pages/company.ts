import type { ContentPageData } from '../../../lib/contentTypes';

export const howItWorksPage: ContentPageData = {
  title: 'How Prohive works',
  eyebrow: 'For customers',
  description:
    'Post a job, get offers from verified local pros and get it done. See how Prohive turns one request into free quotes you can compare side by side.',
  intro:
    'Describe the work once. Verified local professionals send you offers, you compare them side by side, and you hire the one you trust. Posting is free, quotes are free, and every hire is backed by our satisfaction guarantee.',
  actions: [
    { label: 'Post a Project', to: '/create-job' },
    { label: 'Browse Pros', to: '/professionals', variant: 'outline' },
  ],
  sections: [
    {
      heading: 'Three steps from to-do to done',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Post a job',
              text: 'Tell us what you need, where and when, and the budget you have in mind. Pick home, office or commercial so the right pros see it. Photos and measurements help pros quote accurately, but they are optional.',
            },
            {
              title: 'Get offers',
              text: 'Local professionals who cover your area and your kind of job send bids with a price and a short message. Most customers hear back in under an hour, and pros respond within 24 hours.',
            },
            {
              title: 'Get it done',
              text: 'Compare prices, ratings, reviews, years in business and verification badges, ask questions in Messages, then hire the pro who fits. After the job, leave a review so the next neighbour can choose well.',
            },
          ],
        },
      ],
    },
    {
      heading: 'What makes a good job post',
      blocks: [
        'Pros price what they can see. The more specific your post, the closer the first quote is to the final bill and the fewer back-and-forth messages you need.',
        {
          kind: 'list',
          items: [
            'Say what is wrong or what you want, not only the trade: "kitchen sink drains slowly and gurgles" beats "plumber needed".',
            'Give sizes and quantities: square footage for cleaning, number of rooms for painting, the make and age of an appliance.',
            'Mention access: stairs, gate codes, pets, parking, or a tenant who needs notice.',
            'Choose a timing that is honest. "As soon as possible" and "flexible" attract different pros and different prices.',
            'Add a budget range. It is not a promise; it helps pros decide whether the job suits them.',
          ],
        },
      ],
    },
    {
      heading: 'How to compare offers',
      blocks: [
        "The lowest price is not always the best value. Each offer on Prohive sits next to the pro's profile, so you can weigh price against everything else that matters.",
        {
          kind: 'cards',
          items: [
            {
              title: 'Verification',
              text: 'Badges show which licence, insurance and background checks a pro has passed.',
            },
            {
              title: 'Reviews',
              text: 'Star ratings and written reviews come from customers who hired the pro through Prohive.',
            },
            {
              title: 'Responsiveness',
              text: 'Profiles show how quickly a pro usually replies, so you know what to expect.',
            },
            {
              title: 'Scope',
              text: 'Read what each bid includes: materials, haul-away, clean-up and warranty terms differ.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Your satisfaction guarantee',
      blocks: [
        'If a job booked through Prohive is not done as agreed, tell us through [Support](/support). We work with you and the professional to put it right, whether that means a return visit to finish the work or another pro to complete it.',
        'Keep your agreement, changes to scope and payments inside Prohive Messages. A written trail makes every dispute faster and fairer to settle.',
      ],
    },
    {
      heading: 'Are you a service professional?',
      blocks: [
        'Prohive works the other way round too. Create a free profile, choose the services and the area you cover, and bid on jobs that fit your schedule. [See how it works for pros](/for-providers).',
      ],
    },
  ],
  closing: {
    heading: 'Ready when you are',
    text: 'Posting a job takes about two minutes and costs nothing. You only hire if an offer is right for you.',
    actions: [
      { label: 'Post a Project', to: '/create-job' },
      { label: 'Read the FAQ', to: '/faq', variant: 'outline' },
    ],
  },
};

export const aboutPage: ContentPageData = {
  title: 'About Prohive',
  eyebrow: 'Our story',
  description:
    'Prohive connects homeowners, business owners and property managers with verified local service professionals. Learn who we are and how we keep the marketplace fair.',
  intro:
    'Prohive is a marketplace for the work that keeps homes, offices and commercial spaces running. Customers post a job once and compare bids from verified local professionals; professionals find steady work without chasing leads.',
  sections: [
    {
      heading: 'Why we built Prohive',
      blocks: [
        'Finding a good plumber, electrician or cleaner still too often means calling down a list, waiting for call-backs and guessing at prices. For the professionals, it means paying for leads that go nowhere and spending evenings on quotes and invoices.',
        'We built Prohive to fix both sides at once: a single job post that reaches the right local pros, offers you can compare in one place, and free business tools that give independent professionals back their evenings.',
      ],
    },
    {
      heading: 'Prohive in numbers',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: '50,000+ customers',
              text: 'Homeowners, business owners and property managers who have posted work on Prohive.',
            },
            {
              title: '200,000+ jobs',
              text: 'From a dripping tap to a full roof replacement, posted and matched with local pros.',
            },
            {
              title: '5000+ verified professionals',
              text: 'Licensed trades, cleaners, handymen and specialists across the United States.',
            },
            {
              title: '4.8/5 average rating',
              text: 'With 99% of customers reporting they were satisfied with the result.',
            },
          ],
        },
      ],
    },
    {
      heading: 'What we believe',
      blocks: [
        {
          kind: 'list',
          items: [
            'Quotes should be free. Customers never pay to post a job or to receive offers.',
            'Trust is earned in public. Ratings and reviews come from real hires, and verification badges mean a check was actually passed.',
            'Local beats national. We show pros who actually serve your postal code, not a call centre that resells your request.',
            'Small businesses deserve good tools. Calculators, templates and guides for professionals are free, whether or not they subscribe.',
          ],
        },
      ],
    },
    {
      heading: 'Who uses Prohive',
      blocks: [
        'Homeowners use Prohive for repairs, upgrades and regular upkeep. Business owners use it to keep offices and storefronts clean and safe. Property managers use it to coordinate trades across several buildings with one account and one message history.',
        'On the other side are independent professionals and growing service companies in plumbing, electrical, HVAC, cleaning, handyman work, landscaping, pest control, solar, roofing and appliance repair.',
      ],
    },
    {
      heading: 'How we keep the marketplace fair',
      blocks: [
        "Professionals choose which jobs to bid on, and customers choose whom to hire. We do not sell a customer's request to a dozen callers, and we do not rank pros by who pays the most for a single lead. Reviews can only be left for work arranged through Prohive, and we remove pros who repeatedly fail to show up or deliver.",
        'Read more in our [Terms of service](/terms) and [Privacy policy](/privacy), or see [how Prohive works](/how-it-works).',
      ],
    },
  ],
  closing: {
    heading: 'Join the people who get it done with Prohive',
    text: 'Post your first job for free, or create a professional profile and start bidding on local work.',
    actions: [
      { label: 'Post a Project', to: '/create-job' },
      { label: 'Become a pro', to: '/pro-landing', variant: 'outline' },
    ],
  },
};

export const careersPage: ContentPageData = {
  title: 'Careers at Prohive',
  eyebrow: 'Careers',
  description:
    'Help build the easiest way to get help around the home. How the Prohive team works, the teams we hire for and how our hiring process runs.',
  intro:
    'We are a small team building the easiest way to get help around the home. If you care about local businesses, honest marketplaces and software that people trust with their homes, we would like to hear from you.',
  sections: [
    {
      heading: 'How we work',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Close to the work',
              text: 'Everyone spends time with customers and professionals: we ride along on jobs and read support conversations every week.',
            },
            {
              title: 'Written first',
              text: 'Decisions are written down with their reasons, so people in any time zone can follow and challenge them.',
            },
            {
              title: 'Small teams, real ownership',
              text: 'Each part of the product has a team that builds it, ships it and looks after it in production.',
            },
            {
              title: 'Sustainable pace',
              text: 'We plan for the long haul. No heroics, no permanent on-call for one person, and holidays that are actually taken.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Teams we hire for',
      blocks: [
        {
          kind: 'list',
          items: [
            'Engineering: the web app, the marketplace api, search and matching, payments and the tools professionals use every day.',
            'Design and research: turning a stressful moment, a leak or a broken furnace, into a calm and clear experience.',
            'Trust and safety: verifying licences, insurance and backgrounds, and keeping reviews honest.',
            'Customer and professional support: the people who answer within 24 hours and make our guarantee real.',
            'Growth and partnerships: helping local pros discover Prohive and working with trade associations.',
          ],
        },
      ],
    },
    {
      heading: 'What we offer',
      blocks: [
        {
          kind: 'list',
          items: [
            'Competitive salary and equity, with the bands shared in the first conversation.',
            'Health, dental and vision cover, and a home-office budget.',
            'Remote-first work across United States time zones, with regular in-person weeks.',
            'A yearly learning budget for courses, books and conferences.',
          ],
        },
      ],
    },
    {
      heading: 'Our hiring process',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Introduction',
              text: 'A 30-minute call about the role, the team and what you are looking for.',
            },
            {
              title: 'Work sample',
              text: 'A short, paid exercise close to the real job, reviewed by the people you would work with.',
            },
            {
              title: 'Team conversations',
              text: 'Meet your future teammates and the hiring manager; ask us anything.',
            },
            {
              title: 'Decision',
              text: 'We aim to give you an answer within a week of the last conversation, with feedback either way.',
            },
          ],
        },
        'Open roles are published on this page when they open. Prohive is an equal-opportunity employer: we welcome applicants of every background and make reasonable adjustments at any stage of the process.',
      ],
    },
  ],
  closing: {
    heading: 'Curious about Prohive?',
    text: 'See what we are building for customers and professionals before you apply.',
    actions: [
      { label: 'How Prohive works', to: '/how-it-works' },
      { label: 'About us', to: '/about', variant: 'outline' },
    ],
  },
};

export const supportPage: ContentPageData = {
  title: 'Support',
  eyebrow: 'Help centre',
  description:
    'Help with your Prohive account, jobs, bids, payments and subscriptions. Find answers fast, or reach our team, which responds within 24 hours.',
  intro:
    'Help with your account, your jobs and bids, payments and subscriptions. Most answers are a click away; for everything else our support team responds within 24 hours.',
  sections: [
    {
      heading: 'Popular topics',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Posting and managing jobs',
              text: 'Edit a job, change its timing, close it once you have hired, or repost it. See [How Prohive works](/how-it-works).',
            },
            {
              title: 'Comparing and accepting bids',
              text: 'Accepting one bid tells the other pros the job is taken. Ask questions in [Messages](/messages) first.',
            },
            {
              title: 'Account and sign-in',
              text: 'Sign in with email or Google at [Sign in](/auth). Update your name, photo and postal code from your [profile](/profile).',
            },
            {
              title: 'Plans and billing for pros',
              text: 'Change or cancel a plan from your provider dashboard. Payments are processed by our card payment provider.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Contact the support team',
      blocks: [
        "Signed-in customers and professionals can message the Prohive support team from [Messages](/messages). Include the job title or the pro's business name and, if it helps, a photo. We reply within 24 hours, usually much sooner.",
        {
          kind: 'note',
          text: "If there is an immediate danger, such as a gas smell, sparking wiring or flooding near electrics, leave the area and call 911 or your utility's emergency line first. Then tell us what happened.",
        },
      ],
    },
    {
      heading: 'When a job does not go to plan',
      blocks: [
        'Our satisfaction guarantee covers jobs booked through Prohive. If the work is not finished as agreed, let us know as soon as you can after the job date.',
        {
          kind: 'steps',
          items: [
            {
              title: 'Talk to your pro',
              text: 'Most problems are solved with a quick message. Keep it in Prohive Messages so there is a record.',
            },
            {
              title: 'Open a support request',
              text: 'If it is not resolved, message support with what was agreed, what happened and photos.',
            },
            {
              title: 'We step in',
              text: 'We review the conversation with both sides and arrange a fix: a return visit or another professional to finish the work.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Safety and reporting',
      blocks: [
        'Report a profile, message or review that looks wrong from the page itself, or tell support. We investigate every report, and professionals who break our rules are removed.',
        'Never pay outside Prohive before work starts, never share a one-time code, and be wary of anyone asking you to move the conversation elsewhere.',
      ],
    },
    {
      heading: 'More resources',
      blocks: [
        {
          kind: 'list',
          items: [
            '[Frequently asked questions](/faq)',
            '[Free tools for professionals](/free-tools): calculators, templates and guides',
            '[The Prohive blog](/blog): project guides and cost advice',
            '[Terms of service](/terms), [Privacy policy](/privacy) and [Cookie policy](/cookies)',
          ],
        },
      ],
    },
  ],
};
