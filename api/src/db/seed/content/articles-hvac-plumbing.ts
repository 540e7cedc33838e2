import type { SeedArticle } from './types.js';

/** Heating and cooling, plumbing and electrical. */
export const HVAC_AND_PLUMBING_ARTICLES: SeedArticle[] = [
  {
    slug: 'seasonal-hvac-maintenance-checklist',
    title: 'The Seasonal HVAC Checklist: Spring and Fall',
    category: 'heating-and-cooling',
    author: 'marcus-lee',
    excerpt:
      'Twice a year, an hour of attention keeps your heating and cooling running efficiently. What you can do yourself and what a technician should check.',
    motif: 'thermostat',
    imageAlt: 'A thermostat dial',
    daysAgo: 3,
    popularity: 10,
    content: `
<p>Heating and cooling systems fail most often on the first hot or cold day of the season, when they suddenly work hardest and technicians are busiest. A simple routine in spring and fall catches most problems early.</p>
<h2>Spring: before the cooling season</h2>
<ul>
<li><strong>Replace the filter.</strong> A clogged filter is the most common cause of weak airflow and frozen coils.</li>
<li><strong>Clear the outdoor unit.</strong> Remove leaves and debris, trim plants back about two feet, and gently rinse the fins from the inside out with a garden hose after switching off power at the disconnect.</li>
<li><strong>Check the condensate drain.</strong> Find the line near the indoor unit and make sure it drains freely. A cup of white vinegar down the access port helps prevent algae clogs.</li>
<li><strong>Test the system early.</strong> Run the air conditioning on a mild day. If it struggles, you have time to book service before the rush.</li>
</ul>
<h2>Fall: before the heating season</h2>
<ul>
<li><strong>Replace the filter again.</strong> See our guide to <a href="/blog/furnace-filters-explained">furnace filters</a> for the right rating.</li>
<li><strong>Test the carbon monoxide detectors</strong> and replace batteries. Any fuel-burning appliance needs working CO alarms nearby.</li>
<li><strong>Clear around the furnace and water heater.</strong> Storage boxes and laundry do not belong within three feet of them.</li>
<li><strong>Run the heat briefly.</strong> A dusty smell for the first few minutes is normal; a persistent burning or electrical smell is not.</li>
</ul>
<h2>What a technician checks</h2>
<p>An annual tune-up by a qualified technician goes further than homeowner care. Expect refrigerant pressures and temperature split measured, electrical connections tightened, capacitors tested, the blower cleaned, the heat exchanger inspected for cracks and the burners and flame sensor cleaned. Ask for the readings in writing; they help diagnose problems later.</p>
<h2>Signs you should call now</h2>
<ul>
<li>Short cycling: the system turns on and off every few minutes.</li>
<li>Ice on the refrigerant lines or outdoor coil.</li>
<li>Water pooling around the indoor unit.</li>
<li>Rising energy bills with no change in use.</li>
</ul>
<p>A maintained system lasts years longer and uses less energy. If your unit is getting old, read <a href="/blog/repair-or-replace-old-air-conditioner">when to repair or replace an air conditioner</a>.</p>
`,
  },
  {
    slug: 'repair-or-replace-old-air-conditioner',
    title: 'Repair or Replace? When an Old Air Conditioner Is Costing You',
    category: 'heating-and-cooling',
    author: 'marcus-lee',
    excerpt:
      'A repair bill on a fifteen-year-old air conditioner raises the big question. A practical rule of thumb, the numbers to look at and the questions to ask your technician.',
    motif: 'sun',
    imageAlt: 'A bright sun',
    daysAgo: 33,
    popularity: 8,
    content: `
<p>Your air conditioner stopped cooling, the technician found the problem, and the repair estimate is large. Before you say yes, step back and ask whether this money is better spent on a new system.</p>
<h2>The 5,000 rule</h2>
<p>A common rule of thumb: multiply the age of the unit in years by the repair cost. If the result is more than 5,000, replacement deserves serious thought. A $400 repair on a six-year-old unit (2,400) is an easy yes. A $1,200 compressor repair on a fourteen-year-old unit (16,800) is probably not.</p>
<p>It is only a starting point. The full picture includes efficiency, refrigerant and comfort.</p>
<h2>Efficiency has a price</h2>
<p>Older systems often have a SEER rating of 10 or lower, while current systems start much higher. In a hot climate with long cooling seasons, the energy savings alone can cover a meaningful part of a new system over its life. Ask your technician to estimate annual operating costs of both options.</p>
<h2>Refrigerant matters</h2>
<p>Systems built before 2010 often use R-22 refrigerant, which is no longer produced. Recharging one is expensive and will only get more so. A leak in an R-22 system is usually a strong reason to replace.</p>
<h2>Comfort problems are a clue</h2>
<p>If some rooms are always too hot, the house feels humid or the system runs constantly, the unit may be the wrong size or the ductwork may be the problem. Replacement is a chance to fix those, but only if the new system is sized with a proper load calculation, not by matching the old unit's label.</p>
<h2>Questions to ask your technician</h2>
<ol>
<li>What failed, and is it likely to be followed by other failures?</li>
<li>What is the condition of the compressor and coils?</li>
<li>Which refrigerant does the system use?</li>
<li>What would a replacement cost, and what rebates apply?</li>
<li>Will you do a load calculation for a new system?</li>
</ol>
<h2>Get a second quote for a replacement</h2>
<p>Replacements are large purchases. Get at least two quotes, compare equipment models and warranties, and check the installer's license and reviews. Installation quality affects efficiency and lifespan as much as the brand. Regular care, like the steps in our <a href="/blog/seasonal-hvac-maintenance-checklist">seasonal HVAC checklist</a>, keeps the new system healthy.</p>
`,
  },
  {
    slug: 'furnace-filters-explained',
    title: 'Furnace Filters Explained: MERV Ratings, Sizes and How Often to Change Them',
    category: 'heating-and-cooling',
    author: 'marcus-lee',
    excerpt:
      'The cheapest part of your heating system has a big effect on air quality and on the equipment itself. How to choose the right filter and keep it fresh.',
    motif: 'snowflake',
    imageAlt: 'A snowflake',
    daysAgo: 66,
    popularity: 7,
    content: `
<p>The air filter is the one part of a forced-air system most homeowners handle, and the one most often forgotten. It protects the blower and coil from dust and, depending on the rating, improves the air you breathe.</p>
<h2>Find the right size</h2>
<p>The size is printed on the edge of the current filter, for example 16x25x1. The last number is thickness. Filters are labeled with nominal sizes, so a 16x25 filter measures slightly smaller; buy by the label, not the tape measure. If there is no filter, measure the slot and check the equipment manual.</p>
<h2>Understanding MERV</h2>
<p>MERV ratings run from 1 to 16 for residential filters. Higher numbers catch smaller particles.</p>
<ul>
<li><strong>MERV 1 to 4:</strong> thin fiberglass. Protects equipment from large debris, does little for air quality.</li>
<li><strong>MERV 5 to 8:</strong> pleated filters that catch dust, pollen and mold spores. A good default for most homes.</li>
<li><strong>MERV 9 to 13:</strong> catch finer particles, including some smoke and bacteria. Helpful for allergies and pets.</li>
<li><strong>MERV 14 and up:</strong> near-hospital grade, and usually too restrictive for a standard residential blower.</li>
</ul>
<h2>Higher is not always better</h2>
<p>A dense filter restricts airflow. In a system not designed for it, that can reduce efficiency, freeze the cooling coil or overheat the furnace. If you want MERV 11 or higher, ask a technician whether your blower can handle it, or consider a thicker media filter cabinet, which offers more surface area.</p>
<h2>How often to change it</h2>
<ul>
<li>1-inch filters: every one to three months.</li>
<li>4- to 5-inch media filters: every six to twelve months.</li>
<li>More often with pets, renovation dust, wildfire smoke or constant system use.</li>
</ul>
<p>Check it monthly at first. If you cannot see light through it, replace it. Writing the date on the frame takes the guesswork out.</p>
<h2>Install it the right way round</h2>
<p>Filters have an arrow showing airflow direction. It should point toward the furnace or air handler, away from the return duct. A backwards filter works poorly and can collapse.</p>
<p>Changing the filter is the first step on our <a href="/blog/seasonal-hvac-maintenance-checklist">seasonal HVAC checklist</a>, and the cheapest insurance your system has.</p>
`,
  },
  {
    slug: 'real-savings-from-a-smart-thermostat',
    title: 'Getting Real Savings from a Smart Thermostat',
    category: 'heating-and-cooling',
    author: 'marcus-lee',
    excerpt:
      'A smart thermostat only saves energy if it is set up well. Wiring checks, schedules, setbacks and the settings worth changing on day one.',
    motif: 'thermostat',
    imageAlt: 'A round thermostat with a dial',
    daysAgo: 102,
    popularity: 4,
    content: `
<p>Smart thermostats promise lower bills, and they can deliver, but the savings come from how they are set up, not from the device itself. Here is how to make one pay for itself.</p>
<h2>Before you buy: check compatibility</h2>
<p>Take a photo of the wires behind your current thermostat before disconnecting anything. Most smart thermostats need a common wire (labeled C) for constant power. Without one, some models use an adapter, and a technician can run a new wire. Heat pumps, dual-fuel systems and multi-stage equipment need a model that supports them; check the manufacturer's compatibility tool with your photo.</p>
<h2>Installation tips</h2>
<ul>
<li>Switch off power to the system at the breaker first.</li>
<li>Label each wire with the terminal it came from before removing the old thermostat.</li>
<li>If you see thick wires or wire nuts at 120 or 240 volts, you have a line-voltage system, and a standard smart thermostat will not work. Stop and call an electrician.</li>
</ul>
<h2>Where the savings come from</h2>
<p>Heating and cooling use less energy when the temperature difference between inside and outside is smaller. Setting the thermostat back by 7 to 10 degrees for eight hours a day, while you sleep or are away, saves a meaningful share of heating and cooling energy over a year.</p>
<h2>Settings worth changing</h2>
<ol>
<li><strong>Schedules:</strong> start with a simple weekday and weekend schedule, then let the learning features adjust it.</li>
<li><strong>Away mode:</strong> enable location-based away detection for everyone in the household.</li>
<li><strong>Heat pump balance:</strong> if you have a heat pump with electric backup heat, set the thermostat to avoid expensive auxiliary heat during mild weather.</li>
<li><strong>Humidity:</strong> if your system supports dehumidification, a slightly higher summer setpoint feels just as comfortable at lower humidity.</li>
</ol>
<h2>Watch the reports</h2>
<p>Most smart thermostats send monthly reports. Use them to spot problems: a sudden increase in runtime with no change in weather often means a dirty filter or a failing part, and is a good reason to book the tune-up described in our <a href="/blog/seasonal-hvac-maintenance-checklist">seasonal checklist</a>.</p>
`,
  },
  {
    slug: 'how-to-keep-pipes-from-freezing',
    title: 'How to Keep Pipes from Freezing This Winter',
    category: 'plumbing-and-electrical',
    author: 'dana-whitfield',
    excerpt:
      'A frozen pipe can split and flood a room in minutes once it thaws. Where pipes are most at risk, what to do before a cold snap and what to do if one freezes.',
    motif: 'pipe',
    imageAlt: 'A bent water pipe with a drop',
    daysAgo: 19,
    popularity: 9,
    content: `
<p>Water expands as it freezes. In a pipe, that pressure builds between the ice and a closed faucet until the pipe splits, often somewhere you cannot see. The damage shows when the ice melts and water pours out. A few precautions prevent nearly all of it.</p>
<h2>Know which pipes are at risk</h2>
<ul>
<li>Pipes along exterior walls, especially under kitchen and bathroom sinks.</li>
<li>Pipes in unheated spaces: crawl spaces, attics, garages and basements.</li>
<li>Outdoor hose bibs and irrigation lines.</li>
<li>Any pipe near a gap where cold air leaks in, such as around a dryer vent or sill plate.</li>
</ul>
<h2>Before winter</h2>
<ol>
<li><strong>Disconnect garden hoses</strong> and shut off and drain outdoor faucets from the inside valve. Frost-free sillcocks still need the hose removed to drain.</li>
<li><strong>Insulate exposed pipes</strong> in unheated areas with foam pipe sleeves. Heat cable, installed to the manufacturer's instructions, protects the worst spots.</li>
<li><strong>Seal air leaks</strong> near pipes with caulk or spray foam.</li>
<li><strong>Find your main shut-off valve</strong> and make sure it turns. Everyone in the house should know where it is.</li>
</ol>
<h2>During a cold snap</h2>
<ul>
<li>Keep the heat at 55&deg;F or higher, even when you are away.</li>
<li>Open cabinet doors under sinks on exterior walls so warm air reaches the pipes.</li>
<li>Let a faucet on a vulnerable line drip slowly. Moving water is much less likely to freeze, and an open faucet relieves pressure.</li>
<li>Keep the garage door closed if water lines run through it.</li>
</ul>
<h2>If a pipe freezes</h2>
<p>If a faucet gives only a trickle in freezing weather, suspect ice. Keep the faucet open and warm the pipe gently with a hair dryer, a space heater kept at a safe distance, or warm towels, working from the faucet back toward the ice. Never use an open flame.</p>
<p>If you cannot find the frozen section or the pipe has already split, shut off the main valve and call a plumber. Turn off electricity to any area where water is reaching outlets or fixtures.</p>
<h2>After the thaw</h2>
<p>Check under sinks, in the basement and along ceilings for drips or stains for a day or two. Small cracks sometimes leak slowly. Our guide to <a href="/blog/how-to-hire-a-plumber-you-can-trust">hiring a plumber</a> helps when you need a repair fast.</p>
`,
  },
  {
    slug: 'water-heater-maintenance',
    title: 'Water Heater Maintenance: Flushing, Anode Rods and Warning Signs',
    category: 'plumbing-and-electrical',
    author: 'dana-whitfield',
    excerpt:
      'A tank water heater can last well beyond ten years with a little care. How to flush sediment, when to check the anode rod and which symptoms mean it is time for a pro.',
    motif: 'droplet',
    imageAlt: 'A large water drop',
    daysAgo: 48,
    popularity: 6,
    content: `
<p>Most tank water heaters are replaced in a hurry, after a leak. With an hour of maintenance a year, many last much longer and work more efficiently while they do.</p>
<h2>Why sediment matters</h2>
<p>Minerals in the water settle at the bottom of the tank. On a gas heater, the layer insulates the water from the burner, so more energy goes up the flue. On an electric heater, it can bury the lower element. You may hear popping or rumbling as water trapped under the sediment boils.</p>
<h2>Flushing the tank</h2>
<ol>
<li>Turn the heater off: the gas control to "pilot" or the breaker for an electric unit.</li>
<li>Close the cold-water supply valve at the top of the tank.</li>
<li>Attach a garden hose to the drain valve and run it to a floor drain or outside.</li>
<li>Open a hot faucet in the house to let air in, then open the drain valve. The water is hot; keep children and pets away.</li>
<li>When the tank is empty, open the cold supply briefly to stir up remaining sediment, and drain again until the water runs clear.</li>
<li>Close the drain, refill the tank with a hot faucet open until water flows steadily, then turn the heater back on.</li>
</ol>
<p>Once a year is enough for most homes; twice a year in very hard water areas.</p>
<h2>The anode rod</h2>
<p>The anode rod is a metal rod inside the tank that corrodes so the tank does not. When it is used up, the tank itself starts to rust. Check it every two or three years, more often with softened water. If the core wire is visible or the rod is thinner than a pencil, replace it. It is a modest part that can add years of life, though removing it needs a large socket and some force, and many homeowners ask a plumber.</p>
<h2>Test the relief valve</h2>
<p>The temperature and pressure relief valve is a safety device. Once a year, lift its lever briefly with a bucket under the discharge pipe. Water should flow and stop when you release it. If it does not, or it keeps dripping afterwards, have it replaced.</p>
<h2>Call a pro when you see</h2>
<ul>
<li>Rusty hot water or water around the base of the tank.</li>
<li>A pilot that will not stay lit, or a gas smell at any time.</li>
<li>A tank more than twelve years old with a growing list of problems.</li>
</ul>
<p>Gas connections, venting and replacement tanks involve permits and safety codes. Our checklist for <a href="/blog/how-to-hire-a-plumber-you-can-trust">hiring a plumber you can trust</a> will help you choose the right one.</p>
`,
  },
  {
    slug: 'signs-its-time-to-call-an-electrician',
    title: "Seven Signs It's Time to Call an Electrician",
    category: 'plumbing-and-electrical',
    author: 'tom-okafor',
    excerpt:
      'Electrical problems rarely fix themselves, and some are fire risks. Seven symptoms that deserve a licensed electrician, and a few you can safely check first.',
    motif: 'bolt',
    imageAlt: 'A lightning bolt in a circle',
    daysAgo: 84,
    popularity: 7,
    content: `
<p>Electrical work is one area where do-it-yourself confidence can be dangerous. Some symptoms are harmless; others are early warnings of overheating wires. If you notice any of these, call a licensed electrician.</p>
<h2>1. Breakers that trip again and again</h2>
<p>A breaker that trips once after you run a space heater and a hair dryer together did its job. One that trips repeatedly, or trips with little load, points to an overloaded circuit, a short or a failing breaker.</p>
<h2>2. Warm or discolored outlets and switches</h2>
<p>An outlet cover that feels warm, shows scorch marks or smells like burning plastic means a loose connection is heating up. Stop using it and turn off its breaker until it is inspected.</p>
<h2>3. Flickering or dimming lights</h2>
<p>A single flickering bulb is usually the bulb. Lights that dim throughout the house when a large appliance starts can indicate a loose service connection or an undersized panel.</p>
<h2>4. Buzzing or crackling sounds</h2>
<p>Electricity should be silent. Buzzing at a switch, outlet or panel is a sign of arcing, a known cause of electrical fires.</p>
<h2>5. Frequent shocks or tingles</h2>
<p>A mild shock from an appliance or faucet suggests a grounding problem. Do not ignore it, especially in kitchens and bathrooms.</p>
<h2>6. No GFCI protection where water is</h2>
<p>Kitchen counters, bathrooms, laundry areas, garages and outdoor outlets should have ground-fault protection, shown by test and reset buttons on the outlet or at the breaker. Older homes often lack it. Adding it is inexpensive and saves lives.</p>
<h2>7. An old or overloaded panel</h2>
<p>Panels with fuses, very old breaker panels, or a panel full of doubled-up breakers are worth a professional look, particularly before adding an EV charger, heat pump or hot tub.</p>
<h2>What you can safely check first</h2>
<ul>
<li>Reset a tripped breaker once, firmly to off and then on.</li>
<li>Press the reset button on GFCI outlets, which can protect other outlets downstream.</li>
<li>Replace bulbs with the correct wattage for the fixture.</li>
</ul>
<p>Anything beyond that, especially anything inside the panel, is work for a licensed electrician, usually with a permit. Check the license as described in our list of <a href="/blog/questions-to-ask-before-hiring-a-contractor">questions to ask before hiring</a>.</p>
`,
  },
  {
    slug: 'fixing-a-running-toilet',
    title: 'Fixing a Running Toilet in Twenty Minutes',
    category: 'plumbing-and-electrical',
    author: 'dana-whitfield',
    excerpt:
      'A running toilet can waste hundreds of gallons a day. The three usual causes, how to find which one you have and how to fix it with inexpensive parts.',
    motif: 'droplet',
    imageAlt: 'A water drop with a highlight',
    daysAgo: 140,
    popularity: 8,
    content: `
<p>A toilet that runs between flushes is more than an annoyance. A steady leak from the tank into the bowl can waste a surprising amount of water and show up on your bill. The good news: the fix is usually inexpensive and takes less time than waiting for a plumber.</p>
<h2>Find the cause</h2>
<p>Take the lid off the tank and watch a full flush and refill. Then check these three things in order.</p>
<h3>1. The fill level is too high</h3>
<p>If water is spilling into the overflow tube (the open pipe in the middle), the fill valve is letting in too much water. Lower the float: turn the adjustment screw on top of the fill valve, or slide the float clip down on newer valves. The water should stop about an inch below the top of the overflow tube.</p>
<h3>2. The flapper leaks</h3>
<p>If the water level is fine but the tank refills on its own every so often, the flapper at the bottom is not sealing. Put a few drops of food coloring in the tank and wait fifteen minutes without flushing. Color in the bowl means a leaking flapper. Check that the chain is not too tight, clean the valve seat, and if the rubber is stiff or warped, replace it.</p>
<h3>3. The fill valve will not shut off</h3>
<p>If water keeps running even with the float lifted by hand, the fill valve itself is worn. Replacement fill valves are universal and come with instructions.</p>
<h2>Replacing a flapper</h2>
<ol>
<li>Close the supply valve behind the toilet and flush to empty the tank.</li>
<li>Unhook the old flapper from the ears on the overflow tube and from the chain.</li>
<li>Take the old flapper to the store, or note the toilet brand, to match the size (usually 2 or 3 inches).</li>
<li>Hook the new flapper on, attach the chain with a little slack, open the supply and test.</li>
</ol>
<h2>When to call a plumber</h2>
<p>If water leaks around the base of the toilet, the tank is cracked, or the supply valve will not close fully, it is time for a pro. A leak at the base often means a failed wax seal, and water under the floor can rot the subfloor quickly. Our guide to <a href="/blog/how-to-hire-a-plumber-you-can-trust">hiring a plumber you can trust</a> covers what to ask.</p>
`,
  },
];
