/**
 * The questions each category asks (2–4 per category), as data: the form renders them, the job page uses the
 * same list to label the answers. Keys are the api's answer keys (letters, digits, `_`, `-`); values sent are
 * the option labels, so a job page shows an answer as written even if a question later changes.
 */

export interface CategoryQuestion {
  id: string;
  label: string;
  /** `single`: one radio choice; `multi`: any number of checkboxes. */
  kind: 'single' | 'multi';
  options: readonly string[];
  /** Required questions must be answered before Next. */
  required: boolean;
}

const URGENCY: CategoryQuestion = {
  id: 'urgency',
  label: 'How urgent is it?',
  kind: 'single',
  options: ['Emergency (it cannot wait)', 'Soon, but not an emergency', 'Planning ahead'],
  required: true,
};

const PROPERTY_SIZE: CategoryQuestion = {
  id: 'property_size',
  label: 'How big is the property?',
  kind: 'single',
  options: ['Under 1,000 sq ft', '1,000–2,000 sq ft', '2,000–3,500 sq ft', 'Over 3,500 sq ft'],
  required: true,
};

export const CATEGORY_QUESTIONS: Readonly<Record<string, readonly CategoryQuestion[]>> = {
  plumbing: [
    {
      id: 'issue',
      label: 'What kind of issue is it?',
      kind: 'single',
      options: ['Leak', 'Clog or slow drain', 'Water heater', 'Installation or replacement', 'Other'],
      required: true,
    },
    {
      id: 'fixtures',
      label: 'Which fixtures are involved?',
      kind: 'multi',
      options: ['Sink or faucet', 'Toilet', 'Shower or tub', 'Water heater', 'Pipes', 'Garbage disposal'],
      required: false,
    },
    URGENCY,
  ],
  electrical: [
    {
      id: 'work',
      label: 'What do you need?',
      kind: 'single',
      options: ['Repair', 'New outlet or switch', 'Lighting', 'Panel upgrade', 'EV charger', 'Other'],
      required: true,
    },
    {
      id: 'power_out',
      label: 'Is any part of the property without power?',
      kind: 'single',
      options: ['Yes', 'No'],
      required: true,
    },
    URGENCY,
  ],
  hvac: [
    {
      id: 'system',
      label: 'Which system?',
      kind: 'single',
      options: ['Central air', 'Furnace', 'Heat pump', 'Ductless mini-split', 'Not sure'],
      required: true,
    },
    {
      id: 'service',
      label: 'What do you need?',
      kind: 'single',
      options: ['Repair', 'Maintenance or tune-up', 'New installation', 'Duct cleaning'],
      required: true,
    },
    {
      id: 'system_age',
      label: 'How old is the system?',
      kind: 'single',
      options: ['Under 5 years', '5–15 years', 'Over 15 years', 'Not sure'],
      required: false,
    },
  ],
  cleaning: [
    {
      id: 'cleaning_type',
      label: 'What kind of cleaning?',
      kind: 'single',
      options: ['Standard', 'Deep clean', 'Move in or move out', 'Post-construction'],
      required: true,
    },
    PROPERTY_SIZE,
    {
      id: 'frequency',
      label: 'How often?',
      kind: 'single',
      options: ['Once', 'Weekly', 'Every two weeks', 'Monthly'],
      required: true,
    },
    {
      id: 'extras',
      label: 'Any extras?',
      kind: 'multi',
      options: ['Inside the oven', 'Inside the fridge', 'Windows', 'Laundry'],
      required: false,
    },
  ],
  handyman: [
    {
      id: 'tasks',
      label: 'Which tasks?',
      kind: 'multi',
      options: [
        'Furniture assembly',
        'Mounting or hanging',
        'Drywall repair',
        'Doors and windows',
        'Painting',
        'Other',
      ],
      required: true,
    },
    {
      id: 'materials',
      label: 'Who supplies the materials?',
      kind: 'single',
      options: ['I have them', 'The pro should bring them', 'Not sure'],
      required: true,
    },
  ],
  landscaping: [
    {
      id: 'services',
      label: 'Which services?',
      kind: 'multi',
      options: ['Lawn mowing', 'Planting', 'Tree or shrub trimming', 'Irrigation', 'Hardscaping', 'Cleanup'],
      required: true,
    },
    {
      id: 'yard_size',
      label: 'How big is the yard?',
      kind: 'single',
      options: ['Small (under 1/4 acre)', 'Medium (1/4–1/2 acre)', 'Large (over 1/2 acre)'],
      required: true,
    },
    {
      id: 'frequency',
      label: 'How often?',
      kind: 'single',
      options: ['Once', 'Weekly', 'Every two weeks', 'Monthly'],
      required: false,
    },
  ],
  'pest-control': [
    {
      id: 'pest',
      label: 'Which pest?',
      kind: 'single',
      options: ['Ants', 'Cockroaches', 'Rodents', 'Termites', 'Bed bugs', 'Wasps or bees', 'Other'],
      required: true,
    },
    {
      id: 'where',
      label: 'Where have you seen them?',
      kind: 'multi',
      options: ['Kitchen', 'Bedrooms', 'Basement or crawl space', 'Attic', 'Outside'],
      required: false,
    },
    URGENCY,
  ],
  solar: [
    {
      id: 'project',
      label: 'What is the project?',
      kind: 'single',
      options: ['New installation', 'Repair', 'Battery storage', 'Panel cleaning'],
      required: true,
    },
    {
      id: 'roof_type',
      label: 'What is the roof made of?',
      kind: 'single',
      options: ['Asphalt shingle', 'Tile', 'Metal', 'Flat', 'Not sure'],
      required: true,
    },
    {
      id: 'monthly_bill',
      label: 'What is your average monthly electric bill?',
      kind: 'single',
      options: ['Under $100', '$100–$200', '$200–$300', 'Over $300'],
      required: false,
    },
  ],
  roofing: [
    {
      id: 'work',
      label: 'What do you need?',
      kind: 'single',
      options: ['Leak repair', 'Storm damage', 'Full replacement', 'Inspection', 'Gutters'],
      required: true,
    },
    {
      id: 'roof_type',
      label: 'What is the roof made of?',
      kind: 'single',
      options: ['Asphalt shingle', 'Tile', 'Metal', 'Flat', 'Not sure'],
      required: true,
    },
    {
      id: 'stories',
      label: 'How many stories is the building?',
      kind: 'single',
      options: ['One', 'Two', 'Three or more'],
      required: false,
    },
  ],
  'appliance-repair': [
    {
      id: 'appliance',
      label: 'Which appliance?',
      kind: 'single',
      options: ['Refrigerator', 'Washer', 'Dryer', 'Dishwasher', 'Oven or range', 'Microwave', 'Other'],
      required: true,
    },
    {
      id: 'problem',
      label: 'What is the problem?',
      kind: 'single',
      options: ['Will not turn on', 'Not working properly', 'Leaking', 'Strange noise', 'Other'],
      required: true,
    },
    {
      id: 'warranty',
      label: 'Is it under warranty?',
      kind: 'single',
      options: ['Yes', 'No', 'Not sure'],
      required: false,
    },
  ],
};

/** The questions for a category; an unknown category (one added on the api later) simply asks none. */
export function questionsFor(category: string): readonly CategoryQuestion[] {
  return CATEGORY_QUESTIONS[category] ?? [];
}

/** The label of an answer key for a job page; an unknown key is shown humanised ('power_out' → 'Power out'). */
export function answerLabel(category: string, key: string): string {
  const known = questionsFor(category).find((question) => question.id === key);
  if (known) return known.label;
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
