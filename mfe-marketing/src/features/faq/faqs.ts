/** The /faq questions, grouped. Answers may hold `[label](/path)` links. */
export interface FaqGroup {
  heading: string;
  items: ReadonlyArray<{ question: string; answer: string }>;
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    heading: 'Posting a job',
    items: [
      {
        question: 'Does it cost anything to post a job?',
        answer:
          'No. Posting a job and receiving offers is free, and you are never obliged to hire. You pay only the professional you choose, for the work you agree.',
      },
      {
        question: 'How quickly will I hear from professionals?',
        answer:
          'Most customers receive their first offers in under an hour, and professionals respond within 24 hours. Jobs with a clear description, photos and a budget range tend to get answers fastest.',
      },
      {
        question: 'What should I put in my job post?',
        answer:
          'Say what needs doing, where, and by when; add measurements, the make and age of anything that needs repair, access notes and a budget range. See [How Prohive works](/how-it-works) for an example of a good post.',
      },
      {
        question: 'Can I post office or commercial work?',
        answer:
          'Yes. Choose home, office or commercial when you post, so professionals who handle that kind of work see it. Property managers can post jobs for several addresses from one account.',
      },
    ],
  },
  {
    heading: 'Choosing and hiring a pro',
    items: [
      {
        question: 'How do you verify professionals?',
        answer:
          'Professionals can upload their trade licence and liability insurance and consent to a background check. Our team reviews each document, and a badge appears on the profile only after approval, so you can see at a glance which checks a pro has passed.',
      },
      {
        question: 'How should I compare bids?',
        answer:
          "Look beyond the price: read what each bid includes, check the pro's ratings, reviews and badges, and ask questions in Messages before you accept. The clearest bid is often the safest one.",
      },
      {
        question: 'Are the reviews real?',
        answer:
          'Reviews can only be left by customers for work arranged through Prohive, and we remove reviews that break our rules. Ratings across Prohive average 4.8 out of 5.',
      },
      {
        question: 'What if nobody bids on my job?',
        answer:
          'Try widening the timing, adding detail or photos, or checking the budget. You can also [browse pros](/professionals) in your area and invite one to look at your job.',
      },
    ],
  },
  {
    heading: 'Payments and the guarantee',
    items: [
      {
        question: 'How do I pay the professional?',
        answer:
          'You pay the professional as agreed in your conversation on Prohive. Never pay the full price before work starts, and keep the agreed price and scope in Messages so there is a record.',
      },
      {
        question: 'What does the satisfaction guarantee cover?',
        answer:
          'If a job booked through Prohive is not done as agreed, contact [Support](/support). We review the conversation with both sides and help put it right, whether through a return visit or another professional to finish the work.',
      },
      {
        question: 'Can I spread the cost of a big project?',
        answer:
          'Financing is rolling out area by area with lending partners. Estimate your payments with the [payment estimator](/financing/rate-check) and read more on the [financing page](/financing).',
      },
    ],
  },
  {
    heading: 'For professionals',
    items: [
      {
        question: 'How do I join Prohive as a pro?',
        answer:
          '[Create a provider profile](/provider-signup), choose your services and area, and upload your documents to get verified. Joining is free.',
      },
      {
        question: 'Do I pay for leads?',
        answer:
          "No. You choose which jobs to bid on within your plan's monthly allowance. Every pro can start on the free plan; paid plans add more bids, a wider area and job-notification campaigns. See [For providers](/for-providers).",
      },
      {
        question: 'Are the business tools really free?',
        answer:
          'Yes. The calculators, templates and guides in [Free tools](/free-tools) are free for every professional, subscribed or not.',
      },
    ],
  },
  {
    heading: 'Your account',
    items: [
      {
        question: 'Can I sign in with Google?',
        answer:
          'Yes. Choose "Continue with Google" on the [sign-in page](/auth), as a customer or as a professional.',
      },
      {
        question: 'How does Prohive know my location?',
        answer:
          "With your permission we read your browser's location to fill in your postal code; otherwise we estimate it from your connection. You can always type a different postal code. See the [Privacy policy](/privacy).",
      },
    ],
  },
];
