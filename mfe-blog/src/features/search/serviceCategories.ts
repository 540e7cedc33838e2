/**
 * The ten service categories of spec §1, each with the page a search result leads to. Nine have a service
 * page (spec §2 /services/{service}); solar has none among the spec's routes, so it leads to the
 * professionals search for it instead of a dead end.
 */
export interface ServiceCategory {
  name: string;
  description: string;
  path: string;
  /** Other words people search with, matched like the name. */
  aliases: readonly string[];
}

export const SERVICE_CATEGORIES: readonly ServiceCategory[] = [
  {
    name: 'Plumbing',
    description: 'Leaks, clogs, water heaters and fixtures',
    path: '/services/plumbing',
    aliases: ['plumber', 'pipes', 'drain', 'water heater'],
  },
  {
    name: 'Electrical',
    description: 'Wiring, outlets, panels and lighting',
    path: '/services/electrical',
    aliases: ['electrician', 'wiring', 'lighting'],
  },
  {
    name: 'HVAC',
    description: 'Heating, cooling and ventilation',
    path: '/services/hvac',
    aliases: ['heating', 'cooling', 'air conditioning', 'furnace'],
  },
  {
    name: 'Cleaning',
    description: 'Home, office and deep cleaning',
    path: '/services/cleaning',
    aliases: ['cleaner', 'maid', 'housekeeping'],
  },
  {
    name: 'Handyman',
    description: 'Repairs, assembly and odd jobs',
    path: '/services/handyman',
    aliases: ['repairs', 'assembly'],
  },
  {
    name: 'Landscaping',
    description: 'Lawn care, planting and yard work',
    path: '/services/landscaping',
    aliases: ['lawn', 'gardening', 'yard'],
  },
  {
    name: 'Pest Control',
    description: 'Inspection, removal and prevention',
    path: '/services/pest-control',
    aliases: ['exterminator', 'termites', 'pests'],
  },
  {
    name: 'Solar',
    description: 'Panel installation, inspection and repair',
    path: '/professionals?search=Solar',
    aliases: ['solar panels'],
  },
  {
    name: 'Roofing',
    description: 'Repairs, replacement and inspections',
    path: '/services/roofing',
    aliases: ['roofer', 'roof', 'gutters'],
  },
  {
    name: 'Appliance Repair',
    description: 'Washers, fridges, ovens and more',
    path: '/services/appliance-repair',
    aliases: ['washer', 'dryer', 'fridge', 'dishwasher', 'oven'],
  },
];

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Services whose name (or a common alias) matches the search: every word of the query starts a word of the
 * name, or the name's words all appear in the query ("pest control cost" finds Pest Control).
 */
export function matchServices(query: string): ServiceCategory[] {
  const queryWords = words(query);
  if (queryWords.length === 0) return [];
  return SERVICE_CATEGORIES.filter((service) =>
    [service.name, ...service.aliases].some((label) => {
      const labelWords = words(label);
      const queryInLabel = queryWords.every((word) =>
        labelWords.some((labelWord) => labelWord.startsWith(word)),
      );
      const labelInQuery = labelWords.every((labelWord) => queryWords.includes(labelWord));
      return queryInLabel || labelInQuery;
    }),
  );
}
