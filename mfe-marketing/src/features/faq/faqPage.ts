import type { ContentPageData } from '../../lib/contentTypes';
import { FAQ_GROUPS } from './faqs';

const strip = (text: string) => text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');

export const faqPage: ContentPageData = {
  title: 'Frequently asked questions',
  eyebrow: 'Help centre',
  description:
    'Answers about posting jobs, comparing bids, payments, the Prohive satisfaction guarantee, how we verify professionals and joining as a pro.',
  intro:
    'Answers about posting jobs, comparing bids, payments, our satisfaction guarantee and how we verify professionals. Cannot find what you need? Our support team responds within 24 hours.',
  sections: [],
  closing: {
    heading: 'Still have a question?',
    text: 'Our support team responds within 24 hours, and most answers are already in the help centre.',
    actions: [
      { label: 'Visit Support', to: '/support' },
      { label: 'How Prohive works', to: '/how-it-works', variant: 'outline' },
    ],
  },
};

/** schema.org FAQPage, with links reduced to their text. */
export function faqJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_GROUPS.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: strip(item.answer) },
      })),
    ),
  };
}
