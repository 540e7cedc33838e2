/** The service landing pages the spec lists under /services/{service}, with the names shown to people. */
export const SERVICE_PAGES: Readonly<Record<string, string>> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  hvac: 'HVAC',
  roofing: 'Roofing',
  landscaping: 'Landscaping',
  cleaning: 'Cleaning',
  handyman: 'Handyman',
  'pest-control': 'Pest control',
  'appliance-repair': 'Appliance repair',
};

export function serviceName(slug: string | undefined): string | undefined {
  return slug ? SERVICE_PAGES[slug.toLowerCase()] : undefined;
}
