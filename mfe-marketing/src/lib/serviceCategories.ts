import { SERVICE_TITLES, type ServiceSlug } from './serviceNames';

export { SERVICE_SLUGS, serviceInSentence, withArticle, type ServiceSlug } from './serviceNames';

/**
 * The nine service landing pages (spec §2 /services/{service}). `title` and `description` are the category's
 * own, as the api's /api/service-categories serves them; the rest is the page's copy.
 */
export interface ServiceContent {
  title: string;
  description: string;
  /** The lead paragraph on the page. */
  intro: string;
  commonJobs: readonly string[];
  /** What to check before hiring, specific to the trade. */
  hiringTips: readonly string[];
}

export const SERVICES = {
  plumbing: {
    title: SERVICE_TITLES.plumbing,
    description: 'Leaks, clogs, water heaters, fixtures and repiping by licensed plumbers.',
    intro:
      'From a dripping tap to a new water heater, describe the problem once and compare offers from licensed local plumbers. Emergency or planned, you choose who comes to your home.',
    commonJobs: [
      'Leak detection and repair under sinks, behind walls and at fixtures',
      'Drain and sewer line clearing, including recurring clogs',
      'Water heater repair and tank or tankless replacement',
      'Faucet, toilet, shower valve and garbage disposal installation',
      'Repiping and remodel rough-ins for kitchens and bathrooms',
      'Sump pump and water softener installation',
    ],
    hiringTips: [
      'Ask whether the plumber is licensed in your state for the work in question; gas lines and water heaters often need a permit.',
      'Describe the symptom and any sounds or smells; a photo of the fixture or the water heater label helps pros quote accurately.',
      'Check whether the bid includes parts, haul-away of the old unit and any permit fees.',
    ],
  },
  electrical: {
    title: SERVICE_TITLES.electrical,
    description: 'Wiring, panels, outlets, lighting and EV chargers by licensed electricians.',
    intro:
      'Electrical work is not a DIY job. Compare bids from licensed local electricians for anything from a new outlet to a full panel upgrade, and see their verification before they arrive.',
    commonJobs: [
      'Outlet, switch and GFCI installation and repair',
      'Recessed, pendant and outdoor lighting',
      'Panel upgrades, for example from 100 A to 200 A service',
      'Level 2 EV charger installation',
      'Whole-home and standby generator hookups',
      'Troubleshooting breakers that trip and lights that flicker',
    ],
    hiringTips: [
      'Hire a licensed electrician and ask who pulls the permit; most panel, circuit and charger work requires one.',
      "Share your panel's amperage and a photo of its label when asking for a charger or upgrade quote.",
      'Ask whether drywall patching after wiring runs is included or left to you.',
    ],
  },
  hvac: {
    title: SERVICE_TITLES.hvac,
    description: 'Heating, cooling and ventilation installs, tune-ups and repairs.',
    intro:
      'Keep your home comfortable all year. Get offers from local heating and cooling technicians for repairs, seasonal tune-ups and full system replacements, and compare them side by side.',
    commonJobs: [
      'AC repair when the system runs but blows warm air',
      'Furnace and boiler tune-ups before winter',
      'Heat pump and central air replacement',
      'Ductless mini-split installation',
      'Thermostat upgrades and smart thermostat wiring',
      'Duct cleaning, sealing and airflow balancing',
    ],
    hiringTips: [
      'Give the age, brand and size of your current system; the data plate on the outdoor unit or furnace has it.',
      'For replacements, ask for the equipment model and efficiency rating in writing so you can compare like for like.',
      "Check the labour warranty as well as the manufacturer's parts warranty.",
    ],
  },
  roofing: {
    title: SERVICE_TITLES.roofing,
    description: 'Roof repairs, replacements, gutters and storm damage inspections.',
    intro:
      'A sound roof protects everything under it. Compare offers from local roofers for leak repairs, storm-damage inspections, gutters and full replacements, with their reviews and insurance in view.',
    commonJobs: [
      'Leak repair and flashing around chimneys, vents and skylights',
      'Storm and hail damage inspections for insurance claims',
      'Shingle, metal and flat roof replacement',
      'Gutter installation, repair and guards',
      'Attic ventilation and ridge vents',
      'Roof cleaning and moss treatment',
    ],
    hiringTips: [
      "Confirm liability and workers' compensation insurance: roofing is high-risk work.",
      'Ask whether the bid covers tear-off, disposal, underlayment and a clean-up with a magnetic nail sweep.',
      'For storm damage, talk to your insurer before you sign a contract.',
    ],
  },
  landscaping: {
    title: SERVICE_TITLES.landscaping,
    description: 'Lawn care, planting, hardscape and seasonal yard clean-up.',
    intro:
      'Whether it is weekly mowing or a new patio, post your yard project and compare offers from local landscapers who know your climate, your soil and your season.',
    commonJobs: [
      'Weekly and biweekly lawn mowing, edging and blowing',
      'Spring and fall clean-ups, leaf removal and mulching',
      'Planting beds, shrubs and trees',
      'Patios, walkways and retaining walls',
      'Irrigation installation and sprinkler repair',
      'Sod installation and lawn renovation',
    ],
    hiringTips: [
      'Give your lot size or a rough sketch; a photo of the yard tells pros more than a paragraph.',
      'For recurring care, ask what each visit includes and how weather delays are handled.',
      'For hardscape, ask about base preparation and drainage; they decide how long a patio lasts.',
    ],
  },
  cleaning: {
    title: SERVICE_TITLES.cleaning,
    description: 'Recurring, deep and move-out cleaning for homes and offices.',
    intro:
      'Get your time back. Compare offers from local cleaners for recurring house cleaning, one-off deep cleans, move-out cleans and office cleaning, and choose the team that fits your schedule.',
    commonJobs: [
      'Weekly, biweekly and monthly house cleaning',
      'Deep cleaning, including inside appliances and baseboards',
      'Move-in and move-out cleaning for tenants and property managers',
      'Post-renovation and construction dust clean-up',
      'Nightly and weekly office cleaning',
      'Carpet and upholstery cleaning',
    ],
    hiringTips: [
      'Give the number of bedrooms and bathrooms, the square footage and any pets.',
      'List the extras you want, such as inside the oven and fridge, windows or laundry, so bids compare like for like.',
      'Ask whether the cleaner brings supplies and equipment, and whether they are insured and bonded.',
    ],
  },
  handyman: {
    title: SERVICE_TITLES.handyman,
    description: 'Repairs, assembly, mounting and the small jobs on your list.',
    intro:
      'Turn the to-do list into done. Local handymen take on the small repairs and installs that are too small for a contractor and too fiddly for a Saturday afternoon.',
    commonJobs: [
      'TV mounting with cables hidden in the wall',
      'Drywall patching, texturing and touch-up painting',
      'Furniture and flat-pack assembly',
      'Door, cabinet and hardware adjustments',
      'Shelving, curtain rods and picture hanging',
      'Caulking, weatherstripping and small fixture swaps',
    ],
    hiringTips: [
      'Bundle small jobs into one post: many handymen charge a minimum visit, so a list is better value.',
      'Say what materials you already have and what the pro should bring.',
      "Check your state's rules: larger jobs may need a licensed contractor.",
    ],
  },
  'pest-control': {
    title: SERVICE_TITLES['pest-control'],
    description: 'Inspection and treatment for insects, rodents and termites.',
    intro:
      'Ants in the kitchen, mice in the attic or signs of termites: get offers from local, licensed pest-control professionals for an inspection, a one-off treatment or ongoing protection.',
    commonJobs: [
      'Ant, cockroach and spider treatment',
      'Mouse and rat removal, exclusion and sealing',
      'Termite inspection and treatment',
      'Bed bug inspection and heat or chemical treatment',
      'Wasp and hornet nest removal',
      'Quarterly preventive service plans',
    ],
    hiringTips: [
      "Ask for the applicator's state licence and which products they will use around children and pets.",
      'Describe where you see signs of pests and for how long.',
      'For plans, ask what happens if pests return between scheduled visits.',
    ],
  },
  'appliance-repair': {
    title: SERVICE_TITLES['appliance-repair'],
    description: 'Repair of washers, dryers, refrigerators, ovens and dishwashers.',
    intro:
      'Repairing is often cheaper and greener than replacing. Compare offers from local appliance technicians who work on your brand, and get the washer, fridge or oven running again.',
    commonJobs: [
      'Washer and dryer repair: no spin, no heat, leaks and noise',
      'Refrigerator and freezer repair: not cooling, ice makers, leaks',
      'Oven, range and cooktop repair',
      'Dishwasher repair: not draining, not cleaning, error codes',
      'Microwave and range hood repair',
      'Gas appliance connection and checks',
    ],
    hiringTips: [
      'Give the brand, model number and age; the model label is usually inside the door or on the back.',
      'Note any error codes shown on the display.',
      'Ask whether the diagnostic fee is credited toward the repair.',
    ],
  },
} as const satisfies Record<ServiceSlug, ServiceContent>;

export function serviceFor(slug: string | undefined): (ServiceContent & { slug: ServiceSlug }) | undefined {
  if (!slug) return undefined;
  const key = slug.toLowerCase();
  return Object.hasOwn(SERVICES, key)
    ? { slug: key as ServiceSlug, ...SERVICES[key as ServiceSlug] }
    : undefined;
}

/** The service's name for a URL segment ('pest-control' → 'Pest Control'), or undefined. */
export function serviceName(slug: string | undefined): string | undefined {
  return serviceFor(slug)?.title;
}
