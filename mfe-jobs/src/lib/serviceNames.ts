/** Service slugs used in /services/{service}/professionals, with the names shown to people. */
const SERVICE_NAMES: Readonly<Record<string, string>> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  hvac: 'HVAC',
  roofing: 'Roofing',
  landscaping: 'Landscaping',
  cleaning: 'Cleaning',
  handyman: 'Handyman',
  'pest-control': 'Pest control',
  'appliance-repair': 'Appliance repair',
  solar: 'Solar',
};

/** The ten category slugs of the api, in the order the pages list them. */
export const SERVICE_SLUGS: readonly string[] = Object.keys(SERVICE_NAMES);

export function serviceName(slug: string | undefined): string | undefined {
  return slug ? SERVICE_NAMES[slug.toLowerCase()] : undefined;
}
