import type { SeedArticle } from './types.js';

/** Hiring a pro (for homeowners) and pricing work (for pros). */
export const HIRING_AND_PRICING_ARTICLES: SeedArticle[] = [
  {
    slug: 'how-to-hire-a-plumber-you-can-trust',
    title: 'How to Hire a Plumber You Can Trust',
    category: 'hiring-a-pro',
    author: 'dana-whitfield',
    excerpt:
      "A leak never waits for a good time. Here's how to check a plumber's license, compare quotes and spot the warning signs before anyone opens a wall.",
    motif: 'wrench',
    imageAlt: 'A wrench beside a house outline',
    daysAgo: 12,
    popularity: 9,
    content: `
<p>Most people look for a plumber in a hurry: water on the floor, no hot water before work, a toilet that will not stop running. That is exactly when bad hires happen. A few minutes of checking, even under pressure, protects your home and your wallet.</p>
<h2>Start with the license</h2>
<p>Almost every state licenses plumbers, and the license is public. Ask for the number, then look it up on your state licensing board's website. Check three things: that the license is active, that the name matches the person or company you are hiring, and whether any complaints or disciplinary actions are listed. A journeyman works under a master plumber; for permitted work such as a new water heater or a gas line, the company should have a master or contractor license.</p>
<h2>Ask about insurance before price</h2>
<p>A plumber without liability insurance turns their mistake into your claim. Ask for a certificate of insurance naming the company, and for workers' compensation if they bring a crew. Reputable companies send it the same day without fuss.</p>
<h2>Describe the problem precisely</h2>
<p>You get better quotes when you give better information. Before you call or post a job, note:</p>
<ul>
<li>what you see and hear (drip, hiss, gurgle, no pressure) and since when;</li>
<li>the age and type of the fixture or water heater, and the label's model number;</li>
<li>where the shut-off valve is and whether you have already closed it;</li>
<li>photos of the area, including under the sink or around the tank.</li>
</ul>
<h2>Compare at least three quotes</h2>
<p>For anything beyond an emergency call, get three written quotes. Lay them side by side and compare scope, not only the total: brand and model of parts, who pulls the permit, haul-away of old equipment, warranty on parts and on labor. A quote far below the others usually leaves something out. Our guide to <a href="/blog/comparing-bids-three-quotes-same-job">comparing bids</a> walks through it line by line.</p>
<h2>Warning signs</h2>
<ul>
<li>Cash only, or a large deposit before any work is scheduled.</li>
<li>No written quote, or a quote that says only "repair plumbing".</li>
<li>Pressure to decide on the spot because "the price goes up tomorrow".</li>
<li>A diagnosis that keeps growing once the work has started, without photos.</li>
</ul>
<h2>After the job</h2>
<p>Run the water, check under the fixture an hour later and again the next morning, and keep the invoice with the warranty terms. If a permit was pulled, ask when the inspection is scheduled. A good plumber expects these questions, and on Prohive you can leave a review that helps the next homeowner choose well.</p>
`,
  },
  {
    slug: 'comparing-bids-three-quotes-same-job',
    title: 'Comparing Bids: How to Read Three Quotes for the Same Job',
    category: 'hiring-a-pro',
    author: 'tom-okafor',
    excerpt:
      'Three pros, three prices, three very different pieces of paper. A simple method to compare bids on scope, materials, schedule and risk instead of the bottom line alone.',
    motif: 'clipboard',
    imageAlt: 'A clipboard with a checklist',
    daysAgo: 27,
    popularity: 7,
    content: `
<p>When bids arrive for the same job, the totals are the first thing you see and the last thing you should decide on. Two quotes that differ by forty percent often describe two different jobs. The goal is to make them describe the same one.</p>
<h2>Build a comparison sheet</h2>
<p>Take a sheet of paper or a spreadsheet and make one column per bid. Add a row for each of these:</p>
<ol>
<li><strong>Scope:</strong> every task listed, in the pro's words. Demolition, disposal, patching, painting and cleanup are the usual gaps.</li>
<li><strong>Materials:</strong> brand, model, grade and quantity. "Standard fixtures" is not a specification.</li>
<li><strong>Permits and inspections:</strong> who applies, who pays, who meets the inspector.</li>
<li><strong>Schedule:</strong> start date, expected duration, and what happens if it slips.</li>
<li><strong>Payment terms:</strong> deposit, progress payments and the final payment trigger.</li>
<li><strong>Warranty:</strong> labor and parts, in months, and who honors it.</li>
</ol>
<h2>Fill the gaps with questions, not assumptions</h2>
<p>Wherever a row is blank, ask that pro the same question in writing: "Does your price include hauling away the old unit?" Their answers become part of the bid. Pros who answer quickly and clearly tend to communicate the same way during the job.</p>
<h2>Normalize the prices</h2>
<p>Once every bid covers the same scope, adjust the totals. If one bid excludes drywall repair, add a realistic number for it. If another uses a cheaper water heater, price the difference. Now the totals mean something.</p>
<h2>Weigh risk, not only cost</h2>
<p>A slightly higher bid can be the cheaper choice. Consider license and insurance status, reviews that mention how problems were handled, how long the company has been in business and whether they are local enough to come back for a warranty call. A low bid from a pro you cannot reach later is expensive.</p>
<h2>Negotiate the right things</h2>
<p>Instead of asking for a lower price, ask for something that changes the value: a longer labor warranty, a firm start date, or a smaller deposit. Pros have more room on terms than on margin.</p>
<p>On Prohive, bids arrive in one place with the pro's rating, verification badges and message history beside them, which makes this sheet quicker to fill in. Accept the bid that is clearest, not only the one that is lowest.</p>
`,
  },
  {
    slug: 'questions-to-ask-before-hiring-a-contractor',
    title: '12 Questions to Ask Before You Hire a Contractor',
    category: 'hiring-a-pro',
    author: 'tom-okafor',
    excerpt:
      'The answers to these twelve questions tell you more about a contractor than any advertisement: how they work, how they handle problems and what happens when the job is done.',
    motif: 'handshake',
    imageAlt: 'Two hands meeting in a handshake',
    daysAgo: 58,
    popularity: 6,
    content: `
<p>A short conversation before you sign saves long conversations afterwards. These questions work for remodelers, roofers, electricians and most other trades. Ask them by message so you have the answers in writing.</p>
<h2>About the business</h2>
<ol>
<li><strong>What is your license number, and what does it cover?</strong> Check it with your state board, and make sure the license class matches the work.</li>
<li><strong>Can you send a certificate of insurance?</strong> Liability at minimum; workers' compensation if employees will be on site.</li>
<li><strong>How long have you worked under this company name?</strong> A new name is not a red flag on its own, but a history of changing names can be.</li>
<li><strong>Who will actually do the work?</strong> Employees, subcontractors, or the owner? Who is the site lead you can call?</li>
</ol>
<h2>About the job</h2>
<ol start="5">
<li><strong>What exactly is included in the price?</strong> Ask for a written scope that names materials and excludes nothing by silence.</li>
<li><strong>Will you pull the permit?</strong> The person who pulls the permit is responsible for code compliance. A homeowner-pulled permit moves that responsibility to you.</li>
<li><strong>What could change the price?</strong> Good contractors name the unknowns up front: rot behind tile, wiring that is not to code, a cracked drain line.</li>
<li><strong>How do you handle change orders?</strong> The answer should be "in writing, priced, before the work", as in our article on <a href="/blog/change-orders-without-the-drama">change orders</a>.</li>
</ol>
<h2>About schedule and money</h2>
<ol start="9">
<li><strong>When can you start, and how many days will it take?</strong> Ask what other jobs run at the same time.</li>
<li><strong>What is the payment schedule?</strong> Tie payments to completed milestones. A deposit of more than a third of the price deserves a reason, such as custom-ordered materials.</li>
<li><strong>How do you protect my home during the work?</strong> Floor protection, dust barriers, daily cleanup and where the dumpster goes.</li>
<li><strong>What warranty do you give, and how do I make a claim?</strong> Get the length for labor and for materials, and the name of the person to call.</li>
</ol>
<h2>Listen to how they answer</h2>
<p>The content of the answers matters, and so does the tone. A contractor who is patient with questions before the contract is usually patient during the job. One who is vague about insurance, permits or payments is telling you how the project will feel.</p>
`,
  },
  {
    slug: 'red-flags-in-home-service-quotes',
    title: 'Red Flags in Home-Service Quotes (and What to Do Instead)',
    category: 'hiring-a-pro',
    author: 'dana-whitfield',
    excerpt:
      'Most pros are honest, but a few patterns in a quote should make you slow down. Seven red flags and the better alternative for each.',
    motif: 'tag',
    imageAlt: 'A price tag',
    daysAgo: 95,
    popularity: 5,
    content: `
<p>A quote is a promise on paper. Read it as carefully as you would a lease. These patterns do not prove a pro is dishonest, but each one moves risk from the pro to you, and you should know that before you agree.</p>
<h2>1. One line for the whole job</h2>
<p>"Bathroom repair: $4,800" tells you nothing about what you are buying. <strong>Instead:</strong> ask for line items covering labor, materials, disposal and permits. You do not need the pro's margins, just the scope.</p>
<h2>2. A large deposit for ordinary materials</h2>
<p>Paying half up front for a job using stock parts gives you little leverage if the work stalls. <strong>Instead:</strong> offer a modest deposit and payments tied to milestones, with the final payment after the inspection or walkthrough.</p>
<h2>3. An expiry date measured in hours</h2>
<p>"This price is only good today" is a sales technique, not a material cost. <strong>Instead:</strong> tell the pro you are comparing quotes and will decide by a specific date. Serious pros hold a price for a week or two.</p>
<h2>4. "We'll figure out the permit later"</h2>
<p>Unpermitted work can fail a home sale inspection or void an insurance claim. <strong>Instead:</strong> require the permit in the written scope, pulled by the pro.</p>
<h2>5. Vague materials</h2>
<p>"Builder-grade faucet" or "comparable shingles" lets the cheapest option in. <strong>Instead:</strong> ask for brand and model, or a price allowance you can upgrade from.</p>
<h2>6. Cash only</h2>
<p>Cash leaves no trail if you need to dispute a charge. <strong>Instead:</strong> pay by a method with a record. Many pros on Prohive take cards and send invoices with every payment.</p>
<h2>7. A diagnosis you cannot see</h2>
<p>"Your whole main line needs replacing" may be true, and it is a big number. <strong>Instead:</strong> ask for photos or a camera inspection video, and for a second opinion on anything over a few thousand dollars.</p>
<h2>When everything looks right</h2>
<p>A clear, itemized quote with fair terms is a good sign about the pro, and it makes the job easier for both sides. Our guide to <a href="/blog/how-to-hire-a-plumber-you-can-trust">hiring a plumber you can trust</a> covers the checks to run before you sign.</p>
`,
  },
  {
    slug: 'how-to-price-a-job-and-still-make-money',
    title: 'How to Price a Job So You Win Work and Still Make Money',
    category: 'pricing-and-estimates',
    author: 'tom-okafor',
    excerpt:
      'Underpricing feels like winning until the end of the month. A step-by-step way for service pros to build a price from real costs, overhead and margin.',
    motif: 'calculator',
    imageAlt: 'A calculator',
    daysAgo: 6,
    popularity: 10,
    content: `
<p>Many trades businesses fail while fully booked. The schedule is full, the crew is busy and the bank account keeps shrinking, because every job was priced a little too low. Pricing is not a guess about what the customer will accept. It is arithmetic, and then judgment.</p>
<h2>Step 1: know your true hourly cost</h2>
<p>Start with what an hour of billable work really costs you. Add up a year of:</p>
<ul>
<li>wages and payroll taxes, including your own pay as the owner;</li>
<li>vehicle costs: payments, fuel, insurance and maintenance;</li>
<li>insurance, licenses, software, phone and marketing;</li>
<li>tools, equipment and their replacement.</li>
</ul>
<p>Divide by the hours you actually bill, not the hours you work. A technician on the clock for 2,000 hours a year may bill only 1,300 once you take out driving, estimates, supply runs and callbacks. That gap is where most pricing goes wrong.</p>
<h2>Step 2: estimate the job's hours honestly</h2>
<p>Break the job into tasks and estimate each one. Include setup, cleanup, travel and a trip to the supply house if the job needs one. Then compare with your records from similar jobs. If you do not keep records of estimated versus actual hours, start today: it is the single best pricing tool you will ever have.</p>
<h2>Step 3: add materials with a markup</h2>
<p>Materials carry real costs beyond the receipt: sourcing time, returns, waste and warranty risk. A markup between 15 and 35 percent is common across trades. Be transparent that your price includes handling; most customers accept that readily.</p>
<h2>Step 4: add profit on purpose</h2>
<p>Profit is not what is left over. It is a line you add: commonly 10 to 20 percent on top of cost. It pays for slow months, new equipment and growth. A price that only covers cost means every surprise comes out of your pocket.</p>
<h2>Step 5: sanity-check against the market</h2>
<p>Now look at what others charge. If your number is far above the market, look for inefficiency in your hours or overhead, not only your margin. If it is far below, you have room to raise prices. Our article on <a href="/blog/hourly-or-flat-rate-pricing">hourly and flat-rate pricing</a> covers how to present the number.</p>
<h2>Win on clarity, not on being cheapest</h2>
<p>Customers choose the pro they trust to show up and do it right. A clear, itemized estimate, a fast reply and visible reviews win more jobs than a lower number. On Prohive, customers see your response time and rating next to your bid, so price with confidence.</p>
`,
  },
  {
    slug: 'writing-estimates-customers-say-yes-to',
    title: 'Writing Estimates Customers Say Yes To',
    category: 'pricing-and-estimates',
    author: 'priya-raman',
    excerpt:
      "An estimate is a sales document. How to structure it, what to include, and the small touches that make customers choose you even when you aren't the cheapest.",
    motif: 'clipboard',
    imageAlt: 'A clipboard with checked items',
    daysAgo: 41,
    popularity: 6,
    content: `
<p>The estimate is often the only thing a customer has to compare you with other pros. A page that is clear, specific and friendly does half the selling for you. Here is a structure that works across trades.</p>
<h2>Open with the customer's problem</h2>
<p>Start with one or two sentences in plain language: "Your kitchen sink drains slowly and the trap under it is corroded. We will replace the trap and clear the branch line to the main stack." It shows you listened, and it sets the scope.</p>
<h2>Itemize the scope</h2>
<p>List the work in the order it will happen. Name the materials, with brand and model where it matters. Customers do not need your hourly breakdown, but they do need to see what they are paying for.</p>
<h2>Offer options</h2>
<p>Two or three options turn "yes or no" into "which one". For example:</p>
<ul>
<li><strong>Essential:</strong> fix the immediate problem.</li>
<li><strong>Recommended:</strong> fix it and address the likely next failure.</li>
<li><strong>Complete:</strong> the long-term solution with the longest warranty.</li>
</ul>
<p>Many customers pick the middle option, and nobody feels pushed.</p>
<h2>Be explicit about what is not included</h2>
<p>"Drywall patching and painting are not included" prevents the most common disputes. If you can quote those as an add-on, do.</p>
<h2>State the terms</h2>
<p>Include your payment schedule, accepted payment methods, how long the price is valid, the expected start date and duration, and the warranty. Keep it short and readable.</p>
<h2>Send it fast</h2>
<p>Speed is a quality signal. An estimate sent the same day tells the customer you will respond the same way when something goes wrong. Templates help: keep a library of common jobs so you only adjust details.</p>
<h2>Follow up once, helpfully</h2>
<p>Two or three days later, send a short message: "Happy to answer any questions about the estimate. We have an opening next Tuesday if that suits you." One follow-up is service. Five is pressure.</p>
<p>Estimates written this way win more work at better prices, because customers can see the value. For the numbers behind the estimate, read <a href="/blog/how-to-price-a-job-and-still-make-money">how to price a job and still make money</a>.</p>
`,
  },
  {
    slug: 'hourly-or-flat-rate-pricing',
    title: 'Hourly or Flat Rate? Choosing a Pricing Model for Your Trade',
    category: 'pricing-and-estimates',
    author: 'marcus-lee',
    excerpt:
      'Hourly pricing protects you from surprises; flat rates reward efficiency and reassure customers. When each works, and how to move to flat rates without losing money.',
    motif: 'chart',
    imageAlt: 'A bar chart with a rising line',
    daysAgo: 73,
    popularity: 5,
    content: `
<p>Every service business eventually asks whether to charge by the hour or by the job. Both can be profitable. The right choice depends on how predictable your work is and what your customers value.</p>
<h2>Hourly: simple and safe, with a ceiling</h2>
<p>Time and materials is easy to explain and protects you when a job hides surprises. It suits diagnostic work, remodeling with unknowns, and jobs you have not done often enough to estimate.</p>
<p>The downsides are real. Customers watch the clock and worry about the final bill. Worse, hourly pricing punishes skill: the faster and better you get, the less you earn for the same job.</p>
<h2>Flat rate: priced by the task</h2>
<p>With flat rates, each common task has a set price: replace a capacitor, install a garbage disposal, clean a dryer vent. The customer knows the price before you start, and you earn more when you work efficiently.</p>
<p>Flat rates work best for repeatable tasks with predictable time. They require good records, because each price must cover your average time plus the occasional hard job.</p>
<h2>Building a flat-rate price</h2>
<ol>
<li>Pull your records for the task and find the average time, including setup and cleanup.</li>
<li>Multiply by your true hourly cost (see <a href="/blog/how-to-price-a-job-and-still-make-money">how to price a job</a>).</li>
<li>Add materials with your markup.</li>
<li>Add a risk allowance for the jobs that take longer; 10 to 15 percent is a common start.</li>
<li>Add profit.</li>
</ol>
<p>Review the price book every quarter. Supplier prices move, and so do your times.</p>
<h2>A hybrid often works best</h2>
<p>Many successful shops charge a flat diagnostic fee, then quote a flat price for the repair before starting, and fall back to time and materials only for open-ended projects. The customer always knows the next number before agreeing to it.</p>
<h2>Explaining your model</h2>
<p>Whatever you choose, say it clearly in your bid: "This is a fixed price for the work described" or "Billed at $95 per hour plus materials, estimated at 4 to 6 hours". Customers trust what they understand.</p>
`,
  },
  {
    slug: 'change-orders-without-the-drama',
    title: 'Change Orders Without the Drama',
    category: 'pricing-and-estimates',
    author: 'tom-okafor',
    excerpt:
      'Jobs change once the walls are open. A simple change-order habit keeps customers informed, protects your margin and prevents the end-of-job argument.',
    motif: 'calendar',
    imageAlt: 'A calendar page',
    daysAgo: 128,
    popularity: 4,
    content: `
<p>Almost every project changes somewhere along the way. The customer picks a different tile, the subfloor turns out to be rotten, the panel cannot take another circuit. Changes themselves are normal. Disputes come from changes that were never written down.</p>
<h2>Set expectations in the original estimate</h2>
<p>Add one paragraph to every estimate: "If we find conditions that could not be seen before the work started, or you ask for changes, we will stop, explain the options and give you a written price before continuing." It costs nothing and turns the first surprise into a process instead of a shock.</p>
<h2>What a change order contains</h2>
<ul>
<li>What changed and why, in plain words, with photos when something was discovered.</li>
<li>The added or removed work, and the materials involved.</li>
<li>The price difference and the effect on the schedule.</li>
<li>The customer's approval, signed or confirmed in writing, before the work.</li>
</ul>
<p>It can be a one-page form or a message thread. What matters is that it exists before you do the work.</p>
<h2>Stop, show, price, then proceed</h2>
<p>When you open a wall and find a problem, stop. Show the customer in person or with photos. Offer the options, including the cheapest safe one. Write the price. Then continue only with approval. Customers accept bad news far better than surprise invoices.</p>
<h2>Small changes still count</h2>
<p>"While you are here, could you also..." requests are where margin leaks. Doing one small favor is good service; doing five unpriced ones is a discount nobody agreed on. Keep a running list and price them together if you prefer, but write them down.</p>
<h2>Close the loop at the end</h2>
<p>The final invoice should list the original price, each approved change order and the total. If the customer was informed at every step, the final bill holds no surprises, and the review you get reflects the work rather than the paperwork.</p>
<p>Clear change orders are also the answer to one of the <a href="/blog/questions-to-ask-before-hiring-a-contractor">questions good customers ask before hiring</a>. Having a ready answer wins jobs.</p>
`,
  },
];
