/** The homepage's fixed figures and texts (spec §1), in one place so the page and its tests agree. */
export const HERO_HEADING = 'Find Local Service Pros. Compare Bids & Hire the Best.';

export const TRUST_STRIP = {
  rating: 4.9,
  ratingText: '4.9/5 from 156 reviews',
  users: '10,000+ users',
  responses: 'Responses in under 1 hour',
} as const;

/** Each figure's full text, split so the number can be emphasised. */
export const HERO_STATS = [
  { text: '5000+ verified professionals', before: '', strong: '5000+', after: ' verified professionals' },
  { text: '90% satisfaction', before: '', strong: '90%', after: ' satisfaction' },
  { text: 'Response within 24 hours', before: 'Response within ', strong: '24 hours', after: '' },
] as const;

export const STATS_STRIP = [
  { value: '50,000+', label: 'customers' },
  { value: '200,000+', label: 'jobs' },
  { value: '4.8/5', label: 'rating' },
  { value: '99%', label: 'satisfaction' },
] as const;

export const POPULAR_SERVICES = ['plumbing', 'electrical', 'cleaning', 'landscaping'] as const;

export const HOW_IT_WORKS = [
  {
    title: 'Post a job',
    text: 'Tell us what you need, where and when. It takes about two minutes and it is free.',
  },
  {
    title: 'Get offers',
    text: 'Verified local pros send bids with a price and a message, often in under an hour.',
  },
  {
    title: 'Get it done',
    text: 'Compare prices, reviews and badges, hire the pro you trust, and leave a review after.',
  },
] as const;

export const WHY_CHOOSE = [
  {
    title: 'Compare offers side by side',
    text: "One job post brings several bids into one place, next to each pro's rating, reviews and verification. No phone tag, no guesswork.",
  },
  {
    title: 'Local pros who know your area',
    text: 'Only professionals who serve your postal code see your job, so the people who bid know your local codes, climate and suppliers.',
  },
  {
    title: 'Free, with no obligation',
    text: 'Posting a job and receiving quotes costs nothing. Hire only when an offer is right, and pay the pro you choose.',
  },
] as const;

export const ADVANTAGES = [
  {
    title: 'Verified providers',
    text: 'Licences, insurance and background checks are reviewed by our team before a badge appears on a profile.',
  },
  {
    title: 'Rated and reviewed',
    text: 'Ratings and reviews come from customers who hired through Prohive, so you see how a pro really works.',
  },
  {
    title: 'Quick responses',
    text: 'Most jobs get their first offer in under an hour, and pros respond within 24 hours.',
  },
  {
    title: 'Satisfaction guaranteed',
    text: 'If a job booked through Prohive is not done as agreed, our support team works with you to put it right.',
  },
] as const;
