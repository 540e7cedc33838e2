import { PREVIOUS_PAGE_COOKIE, THEME_STORAGE_KEY } from '@prohive/shared';
import type { ContentPageData } from '../../../lib/contentTypes';

/** The date these documents were last revised; change it with their text. */
const LEGAL_REVISION = 'November 1, 2026';

export const termsPage: ContentPageData = {
  title: 'Terms of service',
  eyebrow: 'Legal',
  description:
    'The terms that apply when you use Prohive to post jobs, send bids, message, subscribe to a plan or use the free tools for professionals.',
  intro:
    'These terms apply when you use Prohive to post jobs, send bids, message other members, subscribe to a plan or use our free tools. Please read them; by using Prohive you agree to them.',
  lastUpdated: LEGAL_REVISION,
  sections: [
    {
      heading: '1. What Prohive is',
      blocks: [
        'Prohive runs an online marketplace that introduces customers who need service work to independent professionals who do it. Professionals are not Prohive employees or agents. The contract for a job is between the customer and the professional; Prohive is not a party to it, except where these terms say otherwise, such as our satisfaction guarantee.',
      ],
    },
    {
      heading: '2. Your account',
      blocks: [
        {
          kind: 'list',
          items: [
            'You must be at least 18 and able to form a binding contract.',
            'Give accurate information and keep it up to date; one person or business per account.',
            'Keep your password and sign-in secure. You are responsible for activity on your account.',
            'We may suspend or close accounts that break these terms, put others at risk or are used for fraud.',
          ],
        },
      ],
    },
    {
      heading: '3. Customers',
      blocks: [
        'Posting a job and receiving bids is free. Describe the work honestly, including anything that affects safety or price. Hire only when you are ready, pay the professional as agreed, and leave reviews that are truthful and about the work you received.',
      ],
    },
    {
      heading: '4. Professionals',
      blocks: [
        {
          kind: 'list',
          items: [
            'Hold every licence, permit and insurance the work legally requires in the place you do it, and keep the documents you upload current.',
            'Bid only on work you are qualified and available to do, and honour the price and scope in your bid unless the customer agrees to a change in writing.',
            'Do not ask customers to pay outside the terms you agreed, and do not copy their contact details for other purposes.',
            'Paid plans renew automatically each billing period until cancelled. You can cancel at any time; the plan stays active until the end of the period already paid.',
          ],
        },
      ],
    },
    {
      heading: '5. Satisfaction guarantee',
      blocks: [
        'If a job arranged through Prohive is not completed as agreed in Prohive Messages, contact [Support](/support). We will review the conversation with both sides and help arrange a fix, such as a return visit or another professional to finish the work. The guarantee does not cover work agreed outside Prohive, changes the customer made without the professional, or normal wear after completion.',
      ],
    },
    {
      heading: '6. Reviews and content',
      blocks: [
        "You keep ownership of what you post, and you give Prohive a licence to host and show it on the service. Reviews must describe a real experience with work arranged through Prohive. We remove content that is false, abusive, discriminatory, infringing or that shares someone else's personal data.",
      ],
    },
    {
      heading: '7. Fees and payments',
      blocks: [
        'Customers pay professionals for their work. Professionals may subscribe to a plan; the price and what it includes are shown before checkout and charged through our card payment provider. Taxes are added where the law requires.',
      ],
    },
    {
      heading: '8. Liability',
      blocks: [
        'Prohive checks the credentials professionals give us, but we do not supervise their work. To the extent the law allows, Prohive is not liable for the acts or omissions of customers or professionals, and our total liability to you is limited to the fees you paid Prohive in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: '9. Changes and contact',
      blocks: [
        'We may update these terms. If a change is significant we will tell you before it takes effect; continuing to use Prohive afterwards means you accept it. Questions about these terms can be sent through [Support](/support).',
      ],
    },
  ],
};

export const privacyPage: ContentPageData = {
  title: 'Privacy policy',
  eyebrow: 'Legal',
  description:
    'What personal data Prohive collects, why we use it, who we share it with, how long we keep it and the choices and rights you have.',
  intro:
    'This policy explains what personal data Prohive collects, why we use it, who we share it with, how long we keep it and the choices you have. We collect what we need to run the marketplace, and no more.',
  lastUpdated: LEGAL_REVISION,
  sections: [
    {
      heading: 'What we collect',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account details: your name, email address, role (customer or professional), password in hashed form or your Google sign-in identifier, and an optional profile photo.',
            'Job and bid details: what you post, the postal code and address of the work, timing, budget, bids, messages and reviews.',
            'Professional details: business name, services, service area, licence, insurance and background-check documents and their verification status.',
            "Location: the postal code we detect from your browser's location (only with your permission) or from your IP address, to show pros and jobs near you.",
            'Payments: plan and subscription records. Card details are entered with our card payment provider and never reach our servers.',
            'Usage: pages visited, device and browser type, and error reports, to keep the service working and secure.',
          ],
        },
      ],
    },
    {
      heading: 'Why we use it',
      blocks: [
        {
          kind: 'list',
          items: [
            'To run the marketplace: show your job to relevant local professionals, deliver bids and messages, and process subscriptions.',
            'To keep people safe: verify professionals, prevent fraud and enforce our [Terms of service](/terms).',
            'To support you, including when you use our satisfaction guarantee.',
            'To improve Prohive, using aggregated information wherever we can.',
            'To send service emails, such as new bids and job notifications. Marketing emails are sent only with your consent, and every one has an unsubscribe link.',
          ],
        },
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        "When you post a job, professionals who can bid see its details and general location; your exact address and contact details are shared only with the professional you hire. Professionals' public profiles, ratings and reviews are visible to everyone.",
        'We use service providers for hosting, email, payments, maps, location lookup and sign-in with Google. They process data on our instructions. We do not sell your personal data.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        'We keep account data while your account is open. When you close it we delete or anonymise your data, except what we must keep for legal, tax or dispute reasons, such as invoices and the record of a job under a guarantee claim.',
      ],
    },
    {
      heading: 'Your choices and rights',
      blocks: [
        'You can view and update your details from your [profile](/profile), turn off location detection in your browser, and unsubscribe from marketing at any time. Depending on where you live, including California, you may have the right to access, correct, delete or port your data and to opt out of certain processing. Ask through [Support](/support); we answer within the time the law requires.',
      ],
    },
    {
      heading: 'Cookies and children',
      blocks: [
        'We use a small number of cookies and local storage entries to keep you signed in and remember your settings; see the [Cookie policy](/cookies). Prohive is not meant for anyone under 18, and we do not knowingly collect their data.',
      ],
    },
  ],
};

export const cookiesPage: ContentPageData = {
  title: 'Cookie policy',
  eyebrow: 'Legal',
  description:
    'The cookies and local storage entries Prohive uses, including the ones that keep you signed in, what each is for, how long it lasts and how to control them.',
  intro:
    'Prohive uses a small number of cookies and browser storage entries. Most are strictly necessary to keep you signed in and remember your settings. This page lists every one we set and how to control them.',
  lastUpdated: LEGAL_REVISION,
  sections: [
    {
      heading: 'Cookies we set',
      blocks: [
        {
          kind: 'table',
          caption: 'Cookies set by Prohive',
          head: ['Name', 'Purpose', 'Lasts'],
          rows: [
            [
              'prohive_auth',
              'Your sign-in token, so you stay signed in as you move between pages.',
              'Until your sign-in expires',
            ],
            [
              'prohive_auth_type',
              'The kind of token (Bearer) sent with your requests.',
              'Until your sign-in expires',
            ],
            [
              'prohive_auth_state',
              'Basic details of the signed-in account, such as your name and role, used to show the right menus.',
              'Until your sign-in expires',
            ],
            [
              PREVIOUS_PAGE_COOKIE,
              'The page you were on when we asked you to sign in, so we can bring you back to it.',
              'Until you sign in',
            ],
          ],
        },
        'These cookies are strictly necessary: Prohive cannot keep you signed in without them, so they do not need consent. They are sent only to Prohive, marked secure on encrypted connections, and removed when you sign out.',
      ],
    },
    {
      heading: 'Browser storage',
      blocks: [
        {
          kind: 'table',
          caption: 'Local storage entries set by Prohive',
          head: ['Key', 'Purpose', 'Lasts'],
          rows: [
            [THEME_STORAGE_KEY, 'Whether you chose the light or dark theme.', 'Until you clear it'],
            [
              'isAuthenticated, userType, userName, userEmail, authToken',
              'Sign-in details some pages read quickly; all are cleared when you sign out.',
              'Until you sign out',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Third-party cookies',
      blocks: [
        'Some features load services from other companies, which may set their own cookies under their own policies: Google when you choose to sign in with Google, our card payment provider when a professional checks out a plan, and our maps provider when a page shows a map. These load only on the pages that need them.',
        'We do not use advertising cookies, and we do not let advertisers track you on Prohive.',
      ],
    },
    {
      heading: 'Controlling cookies',
      blocks: [
        'You can delete or block cookies in your browser settings. If you block the necessary cookies above, you will not be able to stay signed in. Clearing local storage resets your theme to light. Questions? Ask through [Support](/support), and see the [Privacy policy](/privacy) for how we handle personal data.',
      ],
    },
  ],
};
