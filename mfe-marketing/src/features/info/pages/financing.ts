import type { ContentPageData } from '../../../lib/contentTypes';

export const financingPage: ContentPageData = {
  title: 'Financing for home projects',
  eyebrow: 'Financing',
  description:
    'Spread the cost of bigger home projects with financing through Prohive. Estimate monthly payments and learn how project financing works.',
  intro:
    'A new roof, a replacement furnace or a panel upgrade rarely waits for a convenient month. Financing through Prohive lets you spread the cost of bigger projects into fixed monthly payments, so you can hire the right pro now.',
  actions: [
    { label: 'Estimate your payment', to: '/financing/rate-check' },
    { label: 'Join the waitlist', to: '/financing-waitlist', variant: 'outline' },
  ],
  sections: [
    {
      heading: 'Projects people finance',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Heating and cooling',
              text: 'Heat pump, furnace and AC replacements, often needed at the worst possible time.',
            },
            {
              title: 'Roofing',
              text: 'Full replacements and storm repairs that protect everything under them.',
            },
            { title: 'Electrical upgrades', text: 'Panel upgrades, rewiring and EV chargers.' },
            {
              title: 'Solar and efficiency',
              text: 'Solar installations and battery storage that pay back over years.',
            },
          ],
        },
      ],
    },
    {
      heading: 'How financing works',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Get your quotes',
              text: '[Post your project](/create-job) and compare bids so you know what the work really costs.',
            },
            {
              title: 'Estimate your payment',
              text: 'Use the [payment estimator](/financing/rate-check) to see how the amount, term and APR change your monthly payment and total cost.',
            },
            {
              title: 'Apply with a lending partner',
              text: 'Where financing is available, you apply with our lending partner, who decides on your application and sets your rate.',
            },
            {
              title: 'Hire and pay over time',
              text: 'Once approved, the pro is paid for the job and you repay in fixed monthly instalments.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Where financing is available',
      blocks: [
        'We are bringing financing to Prohive one area at a time with licensed lending partners. If it has not reached you yet, [join the waitlist](/financing-waitlist) and we will tell you when it does.',
        {
          kind: 'note',
          text: "Prohive is not a lender. Loans are offered by our lending partners, subject to credit approval, and rates and terms depend on your credit profile and the lender's criteria. The payment estimator is a calculator only and does not affect your credit score.",
        },
      ],
    },
    {
      heading: 'Borrowing wisely',
      blocks: [
        {
          kind: 'list',
          items: [
            'Compare the total cost, not only the monthly payment: a longer term lowers the payment but usually raises the total interest.',
            'Check for origination fees and prepayment penalties before you sign.',
            'Promotional 0% APR offers often carry deferred interest if the balance is not paid by the end of the promotion.',
            'Borrow for the job you need; a second quote can be the cheapest way to lower the amount.',
          ],
        },
      ],
    },
  ],
  closing: {
    heading: 'See what your project could cost per month',
    text: 'Enter an amount, a term and an APR, and get the monthly payment and total cost in seconds.',
    actions: [{ label: 'Estimate your payment', to: '/financing/rate-check' }],
  },
};

export const rateCheckPage: ContentPageData = {
  title: 'Check your rate',
  eyebrow: 'Financing',
  description:
    'Estimate the monthly payment and total cost of financing a home project from the amount, term and APR. A calculator only: no credit check.',
  intro:
    'Estimate what financing a project would cost before you hire. Enter the amount, the term and an APR to see your monthly payment, the total interest and the total you would repay. This is a calculator only: it asks for no personal details and never affects your credit score.',
  sections: [
    {
      heading: 'How the estimate is calculated',
      blocks: [
        "We use the standard amortisation formula for a fixed-rate instalment loan: the monthly rate is the APR divided by 12, and each equal monthly payment covers that month's interest plus part of the balance. At 0% APR the payment is simply the amount divided by the number of months.",
        "Payments are rounded to the cent, so the total repaid can differ from a lender's schedule by a few cents. Real offers may add fees, and your actual APR depends on your credit profile and the lender.",
      ],
    },
    {
      heading: 'Making the numbers work',
      blocks: [
        {
          kind: 'list',
          items: [
            'Try a shorter term: the payment rises, but the total interest usually falls sharply.',
            'Get a second or third quote on [Prohive](/create-job); a lower project price lowers everything else.',
            'Find out whether financing is available where you live on the [financing page](/financing).',
          ],
        },
      ],
    },
  ],
};

export const financingWaitlistPage: ContentPageData = {
  title: 'Financing waitlist',
  eyebrow: 'Financing',
  description:
    'Project financing through Prohive is rolling out area by area. Learn how the waitlist works and what to expect when financing reaches you.',
  intro:
    'Financing through Prohive is rolling out area by area with licensed lending partners. The waitlist is how we tell you when it reaches your postal code, and nothing more.',
  sections: [
    {
      heading: 'How the waitlist works',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Leave your name, email and ZIP code',
              text: 'That is all we need to know where you are and how to reach you. The project type and amount are optional; they help us bring the right lenders to your area first.',
            },
            {
              title: 'We email you once',
              text: 'When a lending partner starts serving your area, we send one email with what is on offer.',
            },
            {
              title: 'You decide',
              text: 'Joining the waitlist is not an application and involves no credit check. You apply only if you want to.',
            },
          ],
        },
        'Already on the list? Signing up again with the same email simply keeps your place.',
      ],
    },
    {
      heading: 'While you wait',
      blocks: [
        {
          kind: 'list',
          items: [
            'Estimate your monthly payment with the [payment estimator](/financing/rate-check).',
            '[Post your project](/create-job) to get free quotes, so you know the amount to finance.',
            'Read how financing works on the [financing page](/financing).',
          ],
        },
      ],
    },
  ],
};
