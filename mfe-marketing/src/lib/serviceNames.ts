/**
 * The nine services (spec §2 /services/{service}) by URL segment, with the name the api's
 * /api/service-categories gives each. What the home page and the forms list; the landing pages' own copy
 * (serviceCategories.ts, ~3 KB gzip) stays in the chunk of the pages that show it, off the home page's first
 * visit.
 */
export const SERVICE_TITLES = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  hvac: 'HVAC',
  roofing: 'Roofing',
  landscaping: 'Landscaping',
  cleaning: 'Cleaning',
  handyman: 'Handyman',
  'pest-control': 'Pest Control',
  'appliance-repair': 'Appliance Repair',
} as const;

export type ServiceSlug = keyof typeof SERVICE_TITLES;

export const SERVICE_SLUGS = Object.keys(SERVICE_TITLES) as ServiceSlug[];

/** The service's name inside a sentence: lower case, except acronyms ('HVAC' stays 'HVAC'). */
export function serviceInSentence(title: string): string {
  return title === title.toUpperCase() ? title : title.toLowerCase();
}

/** 'a plumbing pro', 'an HVAC pro', 'an appliance repair pro'. */
export function withArticle(phrase: string): string {
  // Acronyms are read letter by letter: "an H-V-A-C".
  const spokenVowel = /^[aeiou]/i.test(phrase) || /^[AEFHILMNORSX][A-Z]/.test(phrase);
  return `${spokenVowel ? 'an' : 'a'} ${phrase}`;
}
