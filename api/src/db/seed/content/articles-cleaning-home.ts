import type { SeedArticle } from './types.js';

/** Cleaning (for homeowners and cleaning businesses) and seasonal home maintenance. */
export const CLEANING_AND_HOME_ARTICLES: SeedArticle[] = [
  {
    slug: 'starting-a-cleaning-business-first-90-days',
    title: 'Starting a Cleaning Business: The First 90 Days',
    category: 'cleaning',
    author: 'priya-raman',
    excerpt:
      'From registering the business to landing your first ten recurring clients: a practical plan for the first three months of a residential cleaning company.',
    motif: 'bucket',
    imageAlt: 'A bucket with soap bubbles',
    daysAgo: 9,
    popularity: 8,
    content: `
<p>A cleaning business is one of the most accessible ways to start working for yourself: low equipment costs, steady demand and customers who book again and again. The first ninety days decide whether it becomes a business or stays a side job.</p>
<h2>Days 1 to 30: set up properly</h2>
<ul>
<li><strong>Register the business</strong> with your state and get any local license your city requires. A separate bank account keeps taxes simple.</li>
<li><strong>Get liability insurance</strong> and consider a janitorial bond. Clients ask about both, and a single broken heirloom can cost more than a year of premiums.</li>
<li><strong>Choose a focus.</strong> Recurring home cleaning, move-out cleaning and small offices need different schedules and supplies. Pick one to start.</li>
<li><strong>Write your checklists.</strong> A room-by-room list for standard and deep cleans makes quality consistent and quoting easier.</li>
</ul>
<h2>Days 31 to 60: price and find clients</h2>
<p>Price by the job, not the hour, once you know your times. Our guide to <a href="/blog/how-to-price-residential-cleaning">pricing residential cleaning</a> walks through the numbers. Then go where clients look:</p>
<ul>
<li>Create a complete Prohive profile with photos, your service area and your checklists. Respond to job posts quickly; speed wins early jobs.</li>
<li>Ask friends and neighbors for a first clean at an introductory rate in exchange for an honest review.</li>
<li>Leave a small card after every clean asking for referrals.</li>
</ul>
<h2>Days 61 to 90: turn jobs into routes</h2>
<p>The business becomes profitable when one-time cleans become recurring visits. After every first clean, offer a weekly or biweekly schedule with a small discount. Group clients by neighborhood to cut drive time; a tight route can mean one more clean per day.</p>
<h2>Habits that keep clients</h2>
<ol>
<li>Arrive in the window you promised, every time.</li>
<li>Send a short note after each visit, with anything you noticed, like a dripping faucet.</li>
<li>Keep the same cleaner with the same client whenever possible.</li>
<li>Handle complaints within a day, with a free re-clean of the missed area.</li>
</ol>
<p>Ten reliable recurring clients are a foundation. Twenty is a business you can hire for.</p>
`,
  },
  {
    slug: 'move-out-cleaning-checklist',
    title: 'The Move-Out Cleaning Checklist That Gets Deposits Back',
    category: 'cleaning',
    author: 'priya-raman',
    excerpt:
      'Landlords check the same places every time. A room-by-room move-out checklist, the supplies you need and when it makes sense to hire professional cleaners.',
    motif: 'spray',
    imageAlt: 'A spray bottle with droplets',
    daysAgo: 22,
    popularity: 9,
    content: `
<p>A move-out inspection is predictable. Landlords and property managers look in the same places, and deductions for cleaning are among the most common. A methodical clean is the easiest money you will make during a move.</p>
<h2>Before you start</h2>
<p>Clean after the furniture is out, top to bottom and back to front, finishing at the door. Gather an all-purpose cleaner, degreaser, glass cleaner, a non-scratch scrubber, microfiber cloths, a vacuum with attachments, a mop and a step stool. Read your lease for any required professional carpet cleaning.</p>
<h2>Kitchen</h2>
<ul>
<li>Inside the oven and the drawer below it; remove racks and soak them.</li>
<li>Inside, behind and under the refrigerator, including the drip pan and door seals.</li>
<li>Range hood filter: soak it in hot water with degreaser.</li>
<li>Cabinet interiors, shelves and the tops of upper cabinets.</li>
<li>Sink, faucet and the dishwasher filter.</li>
</ul>
<h2>Bathrooms</h2>
<ul>
<li>Descale the shower head, glass and faucets.</li>
<li>Scrub grout and caulk; mildew in the caulk line is a frequent deduction.</li>
<li>Behind and around the base of the toilet.</li>
<li>Exhaust fan cover, which collects more dust than you think.</li>
</ul>
<h2>Every room</h2>
<ul>
<li>Baseboards, door frames and doors, especially around handles.</li>
<li>Light switches, outlets and light fixtures.</li>
<li>Windows, tracks and sills; blinds slat by slat.</li>
<li>Closets: shelves, rods and the floor.</li>
<li>Small nail holes patched if your lease allows it.</li>
</ul>
<h2>Document everything</h2>
<p>When you finish, take dated photos or a video of every room, inside appliances and cabinets included. Compare them with your move-in photos. If a deduction is disputed, this is your evidence.</p>
<h2>When to hire a pro</h2>
<p>A thorough move-out clean of a two-bedroom apartment takes one person most of a day. If you are also packing, driving and starting a new job, professional move-out cleaners are often worth it. Ask for their checklist and whether they offer a re-clean guarantee if the landlord flags something. Post the job on Prohive with the square footage and the move-out date to get comparable quotes.</p>
`,
  },
  {
    slug: 'how-to-price-residential-cleaning',
    title: 'How to Price Residential Cleaning Jobs',
    category: 'cleaning',
    author: 'priya-raman',
    excerpt:
      'Per hour, per room or per square foot? How cleaning businesses build prices that cover labor, supplies and travel, with examples for standard and deep cleans.',
    motif: 'sparkle',
    imageAlt: 'A sparkling star',
    daysAgo: 55,
    popularity: 6,
    content: `
<p>Pricing is where many new cleaning businesses struggle. Too high and the phone stays quiet; too low and every job loses money once travel and supplies are counted. The answer is to price from your own numbers, then present the price simply.</p>
<h2>Know your cost per labor hour</h2>
<p>Start with what one cleaner-hour costs you: wage, payroll taxes, workers' compensation, insurance, supplies, and a share of your vehicle, phone, software and marketing. Many owners find that a cleaner they pay a certain hourly wage actually costs them 35 to 50 percent more per hour worked.</p>
<h2>Time your cleans</h2>
<p>For the first twenty jobs, record the time each clean takes with the home's size, number of bathrooms, pets and condition. Patterns appear quickly: a three-bedroom, two-bathroom home in average condition might take two cleaners about two and a half hours for a standard clean.</p>
<h2>Choose how to quote</h2>
<ul>
<li><strong>Flat rate by home size:</strong> simplest for clients. Price tiers by bedrooms and bathrooms, with adjustments for square footage.</li>
<li><strong>Per room:</strong> useful for partial cleans, less predictable for full homes.</li>
<li><strong>Hourly:</strong> honest for unusual jobs, but clients dislike open-ended bills.</li>
</ul>
<p>Most successful residential businesses quote flat rates and keep hourly rates for special requests.</p>
<h2>A worked example</h2>
<p>Suppose your cost is $30 per cleaner-hour and a home takes 5 cleaner-hours for a standard clean. Cost: $150. Add supplies and travel at $12, and a profit margin of 20 percent: about $195. A deep clean that takes 1.6 times as long becomes about $310 with the same method.</p>
<h2>Deep cleans and first visits</h2>
<p>First visits are nearly always slower because the home has not been maintained to your standard. Quote the first visit as a deep clean, then move to the recurring rate. Explaining this up front avoids disappointment on both sides.</p>
<h2>Recurring discounts</h2>
<p>Weekly and biweekly clients are worth a discount because homes stay cleaner and your schedule stays full. A 10 to 15 percent difference between one-time and recurring rates is common.</p>
<p>Pricing is only one part of building the business; our <a href="/blog/starting-a-cleaning-business-first-90-days">first 90 days plan</a> covers the rest, and <a href="/blog/how-to-price-a-job-and-still-make-money">how to price a job</a> goes deeper into overhead.</p>
`,
  },
  {
    slug: 'green-cleaning-products-that-work',
    title: 'Green Cleaning Products That Actually Work',
    category: 'cleaning',
    author: 'priya-raman',
    excerpt:
      'Vinegar, baking soda and a few well-chosen products clean most of a home effectively. What works where, what never to mix and when a stronger cleaner is the right call.',
    motif: 'sparkle',
    imageAlt: 'Two sparkling stars',
    daysAgo: 116,
    popularity: 5,
    content: `
<p>Cleaning with gentler products is good for indoor air, for pets and for the people who clean every day. The trick is to match each product to the job it is actually good at.</p>
<h2>The basic kit</h2>
<ul>
<li><strong>White vinegar</strong> diluted half and half with water: mineral deposits, glass, shower doors and faucets.</li>
<li><strong>Baking soda:</strong> a mild abrasive for sinks, tubs and stovetops, and a deodorizer for drains and carpets.</li>
<li><strong>Unscented liquid castile soap</strong> or plant-based dish soap: everyday grease and grime on most surfaces.</li>
<li><strong>Hydrogen peroxide (3%):</strong> stains, grout and cutting boards; it breaks down into water and oxygen.</li>
<li><strong>Microfiber cloths:</strong> they pick up far more dust and dirt than cotton, often with water alone.</li>
</ul>
<h2>Where not to use vinegar</h2>
<p>Acid etches natural stone. Keep vinegar away from marble, granite, limestone and travertine, and from waxed wood. Use a pH-neutral stone cleaner instead.</p>
<h2>Never mix these</h2>
<ul>
<li>Bleach and vinegar, or bleach and any acid: releases chlorine gas.</li>
<li>Bleach and ammonia: releases toxic chloramine vapors.</li>
<li>Hydrogen peroxide and vinegar in the same bottle: forms a corrosive acid.</li>
</ul>
<p>Use them one after the other only with a thorough rinse in between, and keep every product in its labeled container.</p>
<h2>When to use something stronger</h2>
<p>Green cleaning has limits. Disinfection matters after illness, for raw meat on counters and in homes with vulnerable people. Use a registered disinfectant and follow the dwell time on the label, the minutes the surface must stay wet. Heavy mold, sewage backups and biohazards are jobs for specialists.</p>
<h2>Reading labels</h2>
<p>"Natural" has no legal definition. Look for third-party certifications and full ingredient lists, and be wary of heavy fragrance, which is a common irritant. Unscented products suit most clients.</p>
<h2>For cleaning businesses</h2>
<p>Many clients ask for green cleaning, and some will pay more for it. If you offer it, be specific about which products you use and why. It pairs well with the client-care habits in our <a href="/blog/starting-a-cleaning-business-first-90-days">first 90 days guide</a>.</p>
`,
  },
  {
    slug: 'fall-home-maintenance-checklist',
    title: 'Fall Home Maintenance Checklist',
    category: 'home-maintenance',
    author: 'tom-okafor',
    excerpt:
      'Autumn is the best time to prepare a house for winter. A weekend-sized checklist for the roof, gutters, heating, plumbing and yard, and which jobs to leave to a pro.',
    motif: 'leaf',
    imageAlt: 'An autumn leaf',
    daysAgo: 15,
    popularity: 8,
    content: `
<p>Fall weather is mild enough to work outside and close enough to winter to make the work urgent. A weekend spent on this list prevents most of the expensive winter calls: ice dams, frozen pipes, a furnace that will not start.</p>
<h2>Outside</h2>
<ul>
<li><strong>Gutters and downspouts:</strong> clean them after most leaves have fallen and make sure downspouts carry water at least four feet from the foundation. See our <a href="/blog/gutters-how-often-to-clean">gutter guide</a>.</li>
<li><strong>Roof:</strong> look from the ground with binoculars for missing or lifted shingles, damaged flashing around chimneys and vents, and sagging areas.</li>
<li><strong>Exterior walls:</strong> seal gaps around windows, doors and where pipes and wires enter the house.</li>
<li><strong>Outdoor faucets:</strong> disconnect hoses and drain the lines.</li>
<li><strong>Yard:</strong> trim branches that overhang the roof and rake leaves off the lawn before snow.</li>
</ul>
<h2>Inside</h2>
<ul>
<li><strong>Heating system:</strong> replace the filter, test the heat and book the annual tune-up; our <a href="/blog/seasonal-hvac-maintenance-checklist">seasonal HVAC checklist</a> has the details.</li>
<li><strong>Detectors:</strong> test smoke and carbon monoxide alarms and replace batteries.</li>
<li><strong>Fireplace:</strong> have the chimney inspected and swept if you burn wood.</li>
<li><strong>Windows and doors:</strong> replace worn weatherstripping; a lit incense stick near the frame on a windy day shows drafts.</li>
<li><strong>Water heater:</strong> flush sediment, as described in our <a href="/blog/water-heater-maintenance">water heater guide</a>.</li>
</ul>
<h2>Safety first on ladders</h2>
<p>Gutters and roofs are where most homeowner injuries happen. Use a sturdy ladder on level ground, keep three points of contact and never work on a roof that is wet, steep or higher than you are comfortable with. A single fall costs more than years of professional gutter cleaning.</p>
<h2>Jobs to leave to a pro</h2>
<ul>
<li>Roof repairs and anything that means walking on the roof.</li>
<li>Chimney inspection and sweeping.</li>
<li>Furnace tune-ups and gas appliance checks.</li>
<li>Tree work near power lines.</li>
</ul>
<p>Book these early: fall is a busy season for roofers, chimney sweeps and HVAC technicians. Posting the job on Prohive in September gets you better availability than waiting for the first frost.</p>
`,
  },
  {
    slug: 'gutters-how-often-to-clean',
    title: 'Gutters: How Often to Clean Them and When to Call a Pro',
    category: 'home-maintenance',
    author: 'tom-okafor',
    excerpt:
      'Clogged gutters cause foundation problems, rot and ice dams. How often yours need cleaning, how to do it safely and what gutter guards can and cannot do.',
    motif: 'cloud',
    imageAlt: 'A rain cloud',
    daysAgo: 38,
    popularity: 6,
    content: `
<p>Gutters do a quiet but important job: they carry roof water away from the walls and foundation. When they clog, water spills over the edge, soaks the soil by the foundation, rots fascia boards and, in cold climates, feeds ice dams.</p>
<h2>How often</h2>
<ul>
<li><strong>Twice a year</strong> for most homes: late spring and late fall.</li>
<li><strong>Three or four times</strong> if tall trees overhang the roof, especially pines, which drop needles all year.</li>
<li><strong>After major storms</strong>, check for debris and sagging sections.</li>
</ul>
<h2>Signs they need attention now</h2>
<ul>
<li>Water pouring over the edge during rain instead of out of the downspouts.</li>
<li>Plants growing in the gutters.</li>
<li>Sagging sections or gutters pulling away from the fascia.</li>
<li>Stains or peeling paint on the siding below the gutter line.</li>
<li>Pools of water or erosion near the foundation.</li>
</ul>
<h2>Cleaning them yourself</h2>
<ol>
<li>Set a stable extension ladder on level ground, with a stand-off bracket so it does not rest on the gutter.</li>
<li>Scoop debris into a bucket hung from the ladder, working away from the downspout.</li>
<li>Flush the gutter with a hose and watch the water drain.</li>
<li>If a downspout is blocked, run the hose up from the bottom or use a plumber's snake.</li>
<li>Check that downspout extensions discharge at least four feet from the foundation.</li>
</ol>
<p>For single-story homes with low slopes, this is a manageable job. For two-story homes, steep sites or anyone uncomfortable on a ladder, hire it out.</p>
<h2>Gutter guards</h2>
<p>Screens and covers reduce how often gutters need cleaning but rarely eliminate it. Fine debris and pine needles still collect, and a clogged guard is harder to clean than an open gutter. They are worth considering with heavy tree cover, as long as you still plan a yearly check.</p>
<h2>Hiring a pro</h2>
<p>Professional gutter cleaning is usually priced by the linear foot and the number of stories. Ask whether the price includes flushing downspouts and bagging debris, and whether they will report any damage with photos. Pair it with the rest of our <a href="/blog/fall-home-maintenance-checklist">fall maintenance checklist</a>.</p>
`,
  },
  {
    slug: 'simple-spring-lawn-care-plan',
    title: 'A Simple Spring Lawn Care Plan',
    category: 'home-maintenance',
    author: 'priya-raman',
    excerpt:
      'A healthy lawn starts in spring. When to rake, aerate, feed and mow, in a plan that fits a few weekends and works for most grass types.',
    motif: 'leaf',
    imageAlt: 'A green leaf',
    daysAgo: 150,
    popularity: 4,
    content: `
<p>Spring lawn care is mostly about timing. Doing the right things in the right order, and not too early, gives grass a head start before summer heat. This plan works for most lawns; adjust the timing for your climate and grass type.</p>
<h2>Early spring: clean up</h2>
<ul>
<li><strong>Rake</strong> once the ground has dried out, to remove leaves, dead grass and winter debris and to lift matted patches.</li>
<li><strong>Check for damage:</strong> snow mold, vole trails and bare spots from foot traffic.</li>
<li><strong>Service the mower:</strong> sharpen the blade, change the oil and replace the air filter and spark plug. A sharp blade cuts cleanly; a dull one tears grass and invites disease.</li>
</ul>
<h2>Mid spring: soil and seed</h2>
<ul>
<li><strong>Test the soil</strong> every few years with a home kit or your local extension service. It tells you whether the lawn needs lime or particular nutrients, so you do not buy products you do not need.</li>
<li><strong>Aerate compacted areas</strong> if water puddles or grass thins where people walk. Core aeration works best when the soil is moist.</li>
<li><strong>Overseed bare spots</strong> with a seed suited to your region and light. Keep new seed evenly moist until it is established.</li>
</ul>
<h2>Late spring: feed and mow well</h2>
<ul>
<li><strong>Fertilize lightly</strong> once the grass is actively growing. A slow-release fertilizer feeds steadily without a surge of soft growth.</li>
<li><strong>Mow high.</strong> Never cut more than a third of the blade at once. Taller grass shades out weeds and holds moisture.</li>
<li><strong>Leave the clippings.</strong> They return nutrients to the soil.</li>
<li><strong>Water deeply and less often:</strong> about an inch a week including rain, early in the morning.</li>
</ul>
<h2>Weeds</h2>
<p>Dense, healthy grass is the best weed control. Pull weeds by hand while they are young, and if you use a pre-emergent for crabgrass, apply it before the seeds germinate and not on areas you just seeded.</p>
<h2>When to hire help</h2>
<p>Aeration machines are heavy, and regular mowing takes a lot of weekends. Many landscapers offer spring clean-up and aeration packages, or a weekly mowing plan. Post the job with your lot size and the services you want to get comparable quotes, and add the tasks from our <a href="/blog/fall-home-maintenance-checklist">fall checklist</a> when the season turns.</p>
`,
  },
  {
    slug: 'roof-check-after-a-storm',
    title: 'What to Check on Your Roof After a Storm',
    category: 'home-maintenance',
    author: 'tom-okafor',
    excerpt:
      'After high wind or hail, a quick inspection from the ground can reveal damage before it becomes a leak. What to look for, how to document it and how to avoid storm-chasing contractors.',
    motif: 'house',
    imageAlt: 'A house with a chimney',
    daysAgo: 70,
    popularity: 7,
    content: `
<p>Storm damage to a roof is not always obvious. A few lifted shingles or a dented vent can let water in slowly for months before a stain appears on the ceiling. A careful look after every major storm catches problems while they are still small and still covered by insurance.</p>
<h2>Stay on the ground</h2>
<p>Do not climb onto a roof after a storm. Wet, damaged roofing is slippery and may not hold your weight. Walk around the house with binoculars and a phone camera instead.</p>
<h2>What to look for outside</h2>
<ul>
<li>Missing shingles, or shingles that are creased, curled or lifted at the edges.</li>
<li>Granules washed out of downspouts; heavy granule loss shortens a roof's life.</li>
<li>Dents on gutters, vents, downspouts and the air conditioning unit, a sign of hail.</li>
<li>Damaged flashing around the chimney, skylights and pipe vents.</li>
<li>Fallen branches on the roof or tree limbs that are cracked and hanging.</li>
</ul>
<h2>What to look for inside</h2>
<ul>
<li>Water stains or fresh damp spots on ceilings and upper walls.</li>
<li>In the attic, daylight through the roof deck, wet insulation or dripping from nails.</li>
</ul>
<h2>Document before you repair</h2>
<p>Take dated photos of everything, including the storm debris and any damage inside. If water is getting in, make temporary repairs to prevent further damage, such as a tarp put on by a professional or a bucket under a drip, and keep the receipts. Most policies expect you to prevent further damage, and insurers reimburse reasonable emergency measures.</p>
<h2>Beware of storm chasers</h2>
<p>After big storms, out-of-town contractors go door to door offering free inspections and promising that insurance will cover a new roof. Some are legitimate; many are not. Be cautious with anyone who:</p>
<ul>
<li>asks you to sign a contract or assign your insurance benefits on the spot;</li>
<li>wants a large payment before work begins;</li>
<li>has no local address or license you can verify.</li>
</ul>
<p>Instead, call your insurer, then get inspections from two licensed local roofers. Our list of <a href="/blog/questions-to-ask-before-hiring-a-contractor">questions to ask before hiring a contractor</a> and the guide to <a href="/blog/red-flags-in-home-service-quotes">red flags in quotes</a> apply here in full.</p>
`,
  },
];
