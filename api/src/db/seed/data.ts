/** Demo data: real US cities (downtown coordinates and a downtown ZIP) and plausible people and businesses. */

export interface City {
  city: string;
  state: string;
  /** Downtown ZIP: the one people and businesses in the city are registered with. */
  zip: string;
  /** Other real ZIPs of the city's neighbourhoods, where jobs are posted too. */
  neighbourhoodZips: string[];
  latitude: number;
  longitude: number;
}

export const CITIES: City[] = [
  {
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    neighbourhoodZips: ['78702', '78704', '78745', '78751'],
    latitude: 30.2672,
    longitude: -97.7431,
  },
  {
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    neighbourhoodZips: ['80203', '80205', '80211', '80220'],
    latitude: 39.7392,
    longitude: -104.9903,
  },
  {
    city: 'Seattle',
    state: 'WA',
    zip: '98101',
    neighbourhoodZips: ['98103', '98105', '98115', '98122'],
    latitude: 47.6062,
    longitude: -122.3321,
  },
  {
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
    neighbourhoodZips: ['60614', '60618', '60640', '60657'],
    latitude: 41.8853,
    longitude: -87.6216,
  },
  {
    city: 'Atlanta',
    state: 'GA',
    zip: '30303',
    neighbourhoodZips: ['30306', '30308', '30318', '30307'],
    latitude: 33.749,
    longitude: -84.388,
  },
  {
    city: 'Phoenix',
    state: 'AZ',
    zip: '85004',
    neighbourhoodZips: ['85006', '85016', '85018', '85014'],
    latitude: 33.4484,
    longitude: -112.074,
  },
  {
    city: 'Boston',
    state: 'MA',
    zip: '02108',
    neighbourhoodZips: ['02115', '02116', '02118', '02127'],
    latitude: 42.3576,
    longitude: -71.0636,
  },
  {
    city: 'Miami',
    state: 'FL',
    zip: '33130',
    neighbourhoodZips: ['33133', '33137', '33145', '33129'],
    latitude: 25.7676,
    longitude: -80.2003,
  },
  {
    city: 'Portland',
    state: 'OR',
    zip: '97204',
    neighbourhoodZips: ['97202', '97212', '97214', '97217'],
    latitude: 45.5183,
    longitude: -122.6771,
  },
  {
    city: 'Nashville',
    state: 'TN',
    zip: '37203',
    neighbourhoodZips: ['37206', '37208', '37212', '37209'],
    latitude: 36.1505,
    longitude: -86.7898,
  },
  {
    city: 'San Diego',
    state: 'CA',
    zip: '92101',
    neighbourhoodZips: ['92103', '92104', '92116', '92107'],
    latitude: 32.7157,
    longitude: -117.1611,
  },
  {
    city: 'Minneapolis',
    state: 'MN',
    zip: '55401',
    neighbourhoodZips: ['55405', '55406', '55408', '55409'],
    latitude: 44.9848,
    longitude: -93.2699,
  },
];

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Isabella',
  'Lucas',
  'Mia',
  'Mateo',
  'Charlotte',
  'Benjamin',
  'Amelia',
  'Henry',
  'Harper',
  'Daniel',
  'Evelyn',
  'Jackson',
  'Priya',
  'Marcus',
  'Grace',
  'Diego',
  'Chloe',
  'Andre',
  'Hannah',
  'Kenji',
  'Nora',
  'Samuel',
  'Layla',
  'Omar',
  'Zoe',
  'Caleb',
];

export const LAST_NAMES = [
  'Johnson',
  'Martinez',
  'Nguyen',
  'Patel',
  'Williams',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Lee',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Lopez',
  'Hill',
  'Scott',
  'Green',
  'Adams',
  'Baker',
  'Rivera',
];

/** Per category: business-name suffixes, a bio and jobs customers post, with budgets in dollars. */
export interface CategoryContent {
  slug: string;
  businessSuffixes: string[];
  bio: string;
  jobs: { title: string; description: string; budget: [number, number]; answers: Record<string, string> }[];
}

export const CATEGORY_CONTENT: CategoryContent[] = [
  {
    slug: 'plumbing',
    businessSuffixes: ['Plumbing Co.', 'Pipe & Drain', 'Plumbing Services'],
    bio: 'Licensed plumbers handling leaks, drains, water heaters and remodel rough-ins. Upfront pricing, clean job sites.',
    jobs: [
      {
        title: 'Fix running toilet in upstairs bathroom',
        description:
          'The toilet refills every twenty minutes and the handle sticks. Probably the flapper or fill valve; I would like it fixed properly rather than jiggled.',
        budget: [90, 220],
        answers: { issue: 'Running toilet', fixture: 'Toilet' },
      },
      {
        title: 'Low water pressure in the whole house',
        description:
          'Pressure dropped over the last month in every tap, hot and cold. House is from 1978 with galvanized pipes in places. Need a diagnosis and a quote.',
        budget: [200, 900],
        answers: { issue: 'Low pressure', home_built: '1978' },
      },
      {
        title: 'Kitchen sink drain keeps clogging',
        description:
          'The kitchen sink backs up every few days even after using a plunger. Looking for someone to snake the line and check the trap.',
        budget: [120, 300],
        answers: { issue: 'Clogged drain', fixture: 'Kitchen sink' },
      },
      {
        title: 'Replace 50-gallon gas water heater',
        description:
          'Our 12-year-old water heater is leaking at the base. Need removal of the old unit and installation of a new 50-gallon gas heater.',
        budget: [1400, 2400],
        answers: { issue: 'Water heater', fuel: 'Gas' },
      },
      {
        title: 'Install new bathroom vanity faucet',
        description: 'Bought a new widespread faucet and need it installed, including new supply lines.',
        budget: [150, 350],
        answers: { issue: 'Fixture install', fixture: 'Bathroom faucet' },
      },
    ],
  },
  {
    slug: 'electrical',
    businessSuffixes: ['Electric', 'Electrical Contractors', 'Power & Light'],
    bio: 'Master electricians for panel upgrades, EV chargers, lighting and troubleshooting. Permits pulled for every job.',
    jobs: [
      {
        title: 'Replace two-prong outlets with grounded ones',
        description:
          'Eight ungrounded outlets in the bedrooms and living room. Want them grounded or GFCI-protected to code so I can plug in a computer safely.',
        budget: [400, 950],
        answers: { work: 'Outlets', outlets: '8' },
      },
      {
        title: 'Breaker trips when the microwave runs',
        description:
          'The kitchen breaker trips whenever the microwave and toaster run together. Looking for an electrician to add a dedicated circuit.',
        budget: [250, 700],
        answers: { work: 'New circuit', room: 'Kitchen' },
      },
      {
        title: 'Install Level 2 EV charger in garage',
        description:
          'Need a 240V 50A circuit run from the panel to the garage for a wall-mounted EV charger. Panel is about 30 feet away.',
        budget: [800, 1800],
        answers: { work: 'EV charger', panel_distance_ft: '30' },
      },
      {
        title: 'Upgrade 100A panel to 200A',
        description: 'Planning a kitchen remodel and need the electrical service upgraded to 200 amps.',
        budget: [2500, 4500],
        answers: { work: 'Panel upgrade' },
      },
      {
        title: 'Add recessed lights in living room',
        description: 'Looking to add six LED recessed lights on a dimmer in the living room ceiling.',
        budget: [600, 1200],
        answers: { work: 'Lighting', fixtures: '6' },
      },
    ],
  },
  {
    slug: 'hvac',
    businessSuffixes: ['Heating & Air', 'HVAC Services', 'Comfort Systems'],
    bio: 'NATE-certified technicians for AC and furnace repair, replacement and seasonal maintenance plans.',
    jobs: [
      {
        title: 'Install ductless mini-split in home office',
        description:
          'Converted garage office gets too hot in summer. Looking for a single-zone ductless mini-split, about 12,000 BTU, installed with a condensate line.',
        budget: [2800, 5200],
        answers: { system: 'Mini-split', zones: '1' },
      },
      {
        title: 'Thermostat shows blank screen, no heat',
        description:
          'Smart thermostat went blank last night and the furnace will not start. Batteries replaced already. Need someone to check the C-wire and control board.',
        budget: [120, 400],
        answers: { system: 'Gas furnace', symptom: 'No heat' },
      },
      {
        title: 'AC blowing warm air',
        description:
          'Central AC runs but only blows warm air. Outdoor unit fan is spinning. Need diagnosis and repair.',
        budget: [150, 600],
        answers: { system: 'Central AC', symptom: 'Warm air' },
      },
      {
        title: 'Furnace tune-up before winter',
        description: 'Annual furnace inspection and cleaning for a gas furnace, about 8 years old.',
        budget: [90, 200],
        answers: { system: 'Gas furnace', service: 'Maintenance' },
      },
      {
        title: 'Replace heat pump for 1,800 sq ft home',
        description: 'Need quotes on replacing a failing 3-ton heat pump with a high-efficiency system.',
        budget: [6000, 11000],
        answers: { system: 'Heat pump', home_size_sqft: '1800' },
      },
    ],
  },
  {
    slug: 'cleaning',
    businessSuffixes: ['Cleaning Co.', 'Maids', 'Clean Team'],
    bio: 'Insured, background-checked cleaners for recurring, deep and move-out cleans. Supplies included.',
    jobs: [
      {
        title: 'Post-renovation clean after kitchen remodel',
        description:
          'Remodel just finished; fine dust on every surface on the main floor, cabinets inside and out, windows and floors. About 1,200 sq ft.',
        budget: [350, 700],
        answers: { type: 'Post-construction', area_sqft: '1200' },
      },
      {
        title: 'Carpet and upholstery steam cleaning',
        description:
          'Three bedrooms of carpet, a hallway and one sectional sofa. Two dogs in the house, so pet-safe products please.',
        budget: [220, 480],
        answers: { rooms: '3', pets: 'Dogs' },
      },
      {
        title: 'Move-out deep clean, 2 bed 2 bath apartment',
        description:
          'Moving out at the end of the month and need a deep clean including inside the oven, fridge and cabinets.',
        budget: [250, 450],
        answers: { bedrooms: '2', bathrooms: '2', type: 'Move-out' },
      },
      {
        title: 'Biweekly cleaning for busy family',
        description:
          'Looking for a reliable cleaner every other week for a 3-bedroom house with two kids and a dog.',
        budget: [140, 220],
        answers: { bedrooms: '3', frequency: 'Every two weeks' },
      },
      {
        title: 'Nightly office cleaning, 4,000 sq ft',
        description: 'Small office needs nightly trash, restrooms, kitchen and vacuuming, Monday to Friday.',
        budget: [1800, 3000],
        answers: { frequency: 'Nightly', area_sqft: '4000' },
      },
    ],
  },
  {
    slug: 'handyman',
    businessSuffixes: ['Handyman Services', 'Home Repair', 'Fix-It Pros'],
    bio: 'One call for the to-do list: drywall, doors, mounting, furniture assembly and small carpentry.',
    jobs: [
      {
        title: 'Rehang sagging closet doors and fix sliders',
        description:
          'Two bifold closet doors drag on the carpet and one slider jumps its track. Need them adjusted or the hardware replaced.',
        budget: [100, 240],
        answers: { task: 'Door repair', doors: '3' },
      },
      {
        title: 'Install grab bars and a handheld shower',
        description:
          'Making a bathroom safer for my father: two grab bars into studs by the tub and toilet, and a handheld shower head on a slide bar.',
        budget: [180, 420],
        answers: { task: 'Accessibility', bars: '2' },
      },
      {
        title: 'Mount 65" TV and hide cables',
        description: 'Need a TV mounted on drywall over a fireplace with the cables run inside the wall.',
        budget: [150, 350],
        answers: { task: 'TV mounting' },
      },
      {
        title: 'Patch and paint drywall holes',
        description: 'Three fist-sized holes in a hallway wall need patching, texturing and paint matched.',
        budget: [200, 450],
        answers: { task: 'Drywall repair', holes: '3' },
      },
      {
        title: 'Assemble office furniture',
        description: 'Two desks, a bookshelf and a filing cabinet from a flat-pack order need assembly.',
        budget: [120, 260],
        answers: { task: 'Furniture assembly' },
      },
    ],
  },
  {
    slug: 'landscaping',
    businessSuffixes: ['Landscaping', 'Lawn & Garden', 'Outdoor Living'],
    bio: 'Lawn care, planting, irrigation and hardscapes. Weekly maintenance routes and one-time projects.',
    jobs: [
      {
        title: 'Install drip irrigation for vegetable beds',
        description:
          'Four raised beds, 4x8 each, need a drip line on a timer connected to the hose bib. Would like it winterizable.',
        budget: [300, 750],
        answers: { service: 'Irrigation', beds: '4' },
      },
      {
        title: 'Remove two dead shrubs and replant border',
        description:
          'Two large junipers died along the front walk. Remove them and the roots, then replant the border with drought-tolerant plants.',
        budget: [400, 1100],
        answers: { service: 'Planting', shrubs: '2' },
      },
      {
        title: 'Weekly lawn mowing and edging',
        description: 'Quarter-acre lot needs weekly mowing, edging and blowing from April through October.',
        budget: [40, 70],
        answers: { service: 'Mowing', lot_size: '0.25 acre' },
      },
      {
        title: 'Install paver patio, 300 sq ft',
        description: 'Want a paver patio off the back door, roughly 15 by 20 feet, with a gravel base.',
        budget: [4500, 8000],
        answers: { service: 'Hardscape', area_sqft: '300' },
      },
      {
        title: 'Spring yard clean-up',
        description: 'Leaves, branches and overgrown beds need clearing, plus fresh mulch in the front beds.',
        budget: [250, 600],
        answers: { service: 'Clean-up' },
      },
    ],
  },
  {
    slug: 'pest-control',
    businessSuffixes: ['Pest Control', 'Exterminators', 'Pest Solutions'],
    bio: 'Family- and pet-safe treatments for ants, roaches, rodents and termites, with follow-up visits included.',
    jobs: [
      {
        title: 'Wasp nest under the deck',
        description:
          'A large paper wasp nest under the back deck, near where the kids play. Need it removed safely this week.',
        budget: [120, 300],
        answers: { pest: 'Wasps', location: 'Deck' },
      },
      {
        title: 'Quarterly pest service for a duplex',
        description:
          'Owner of a side-by-side duplex looking for a quarterly exterior and interior service covering spiders, roaches and ants.',
        budget: [300, 650],
        answers: { pest: 'General', frequency: 'Quarterly' },
      },
      {
        title: 'Ants in the kitchen',
        description:
          'Small ants coming in along the kitchen counter for two weeks. Need treatment that is safe around a cat.',
        budget: [100, 250],
        answers: { pest: 'Ants', pets: 'Cat' },
      },
      {
        title: 'Termite inspection before home purchase',
        description: 'Need a WDI termite inspection and report for a closing next week.',
        budget: [75, 150],
        answers: { pest: 'Termites', service: 'Inspection' },
      },
      {
        title: 'Mice in the attic',
        description:
          'Hearing scratching in the attic at night. Need inspection, trapping and sealing entry points.',
        budget: [250, 600],
        answers: { pest: 'Rodents' },
      },
    ],
  },
  {
    slug: 'solar',
    businessSuffixes: ['Solar', 'Sun Energy', 'Solar Installers'],
    bio: 'NABCEP-certified solar design and installation, battery storage and panel cleaning.',
    jobs: [
      {
        title: 'Solar system producing less than last year',
        description:
          'Our 7 kW system made about 15% less this spring than last year. App shows one string low. Need troubleshooting, possibly an inverter check.',
        budget: [200, 800],
        answers: { system_kw: '7', issue: 'Low output' },
      },
      {
        title: 'Remove and reinstall panels for roof work',
        description:
          'Roof is being replaced next month; need the 16 panels removed, stored and reinstalled with new flashing afterwards.',
        budget: [3000, 5500],
        answers: { panels: '16', service: 'Detach and reset' },
      },
      {
        title: 'Quote for 8 kW rooftop solar',
        description:
          'South-facing roof, average electric bill around $180 a month. Interested in panels and possibly a battery.',
        budget: [15000, 26000],
        answers: { system_kw: '8', battery: 'Maybe' },
      },
      {
        title: 'Solar panel cleaning and inspection',
        description: 'Twenty panels installed in 2019 need cleaning and a production check.',
        budget: [150, 350],
        answers: { panels: '20' },
      },
      {
        title: 'Add battery backup to existing solar',
        description: 'Want a battery added to a 6 kW system for backup during outages.',
        budget: [9000, 16000],
        answers: { system_kw: '6', battery: 'Yes' },
      },
    ],
  },
  {
    slug: 'roofing',
    businessSuffixes: ['Roofing', 'Roof & Gutter', 'Roofing Contractors'],
    bio: 'Shingle, metal and flat roofs: repairs, full replacements, gutters and storm damage claims.',
    jobs: [
      {
        title: 'Replace missing shingles after windstorm',
        description:
          "About a dozen shingles blew off the back slope in last week's storm. Want them matched and replaced before the next rain.",
        budget: [250, 700],
        answers: { roof: 'Asphalt shingle', issue: 'Wind damage' },
      },
      {
        title: 'Skylight leaks during heavy rain',
        description:
          'Water drips from the kitchen skylight only in heavy rain. Looking for someone to reflash it or advise on replacing it.',
        budget: [400, 1600],
        answers: { roof: 'Asphalt shingle', issue: 'Skylight leak' },
      },
      {
        title: 'Roof leak above bedroom',
        description:
          'Water stain spreading on the bedroom ceiling after heavy rain. Asphalt shingle roof, about 15 years old.',
        budget: [300, 1200],
        answers: { roof: 'Asphalt shingle', issue: 'Leak' },
      },
      {
        title: 'Full roof replacement, 2,200 sq ft',
        description: 'Need quotes to tear off and replace an architectural shingle roof on a two-story home.',
        budget: [11000, 19000],
        answers: { roof: 'Asphalt shingle', area_sqft: '2200' },
      },
      {
        title: 'Clean and repair gutters',
        description: 'Gutters overflow at two corners; need cleaning and re-pitching, maybe new downspouts.',
        budget: [150, 450],
        answers: { issue: 'Gutters' },
      },
    ],
  },
  {
    slug: 'appliance-repair',
    businessSuffixes: ['Appliance Repair', 'Appliance Service', 'Appliance Doctors'],
    bio: 'Factory-trained technicians for washers, dryers, refrigerators, ranges and dishwashers. Same-week visits.',
    jobs: [
      {
        title: 'Oven will not heat past 200 degrees',
        description:
          'Electric range: the cooktop works but the oven stalls at around 200°F. Probably the bake element or the sensor.',
        budget: [140, 380],
        answers: { appliance: 'Oven', symptom: 'Not heating' },
      },
      {
        title: 'Dryer takes two cycles to dry towels',
        description:
          'Dryer runs and tumbles but needs two full cycles. Vent was cleaned in the spring. Would like it diagnosed before buying new.',
        budget: [110, 320],
        answers: { appliance: 'Dryer', symptom: 'Slow drying' },
      },
      {
        title: 'Refrigerator not cooling',
        description: 'Side-by-side fridge stopped cooling; freezer is still cold. About 7 years old.',
        budget: [150, 450],
        answers: { appliance: 'Refrigerator', symptom: 'Not cooling' },
      },
      {
        title: 'Washer will not drain',
        description: 'Front-load washer stops mid-cycle with water left in the drum and shows an error code.',
        budget: [120, 350],
        answers: { appliance: 'Washer', symptom: 'Not draining' },
      },
      {
        title: 'Dishwasher leaking onto floor',
        description: 'Dishwasher leaks from the door during the wash cycle. Need diagnosis and repair.',
        budget: [120, 300],
        answers: { appliance: 'Dishwasher', symptom: 'Leak' },
      },
    ],
  },
];

export const BID_MESSAGES = [
  'I can come by this week to take a look and confirm the price on site. Licensed and insured.',
  'We have done dozens of jobs like this in your area. Price includes materials and clean-up.',
  'Happy to help! I have availability in the next few days and offer a one-year warranty on labor.',
  'Fixed price, no surprises. I will send photos when the work is done.',
  'Based on your description this is a half-day job. I can start as early as tomorrow morning.',
];

export const REVIEW_TEXTS: Record<number, string[]> = {
  5: [
    'Showed up on time, explained everything and left the place spotless. Would hire again.',
    'Fantastic work and fair price. Communication was excellent from start to finish.',
    'Quick, professional and friendly. The job was done right the first time.',
  ],
  4: [
    'Good work overall. Arrived a little late but did a thorough job.',
    'Solid job at a reasonable price. A couple of small touch-ups needed afterwards.',
  ],
  3: ['The work is fine, but scheduling took longer than expected.'],
};
