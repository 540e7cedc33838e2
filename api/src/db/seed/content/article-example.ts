import type { SeedArticle } from './types.js';

/**
 * The article the spec names by address (`/blog/example-article`). It is a worked example of one hire, from the
 * first photo to the final payment, so the address shows something a homeowner can use.
 */
export const EXAMPLE_ARTICLE: SeedArticle = {
  slug: 'example-article',
  title: 'One Hire, Start to Finish: A Worked Example of Hiring a Home-Services Pro',
  category: 'hiring-a-pro',
  author: 'tom-okafor',
  excerpt:
    'Follow one real-world style hire, a leaking water heater, from the first photo to the final payment: what to write in the job post, how to compare bids, what to agree in writing and how to close the job well.',
  motif: 'handshake',
  imageAlt: 'A handshake in front of a house outline',
  daysAgo: 18,
  popularity: 8,
  content: `
<p>Advice about hiring a pro is easier to follow with a real job in front of you. So here is one, step by step: a 12-year-old, 50-gallon gas water heater that has started to leave a small puddle on the garage floor. The same steps work for a roof repair, a panel upgrade or a deep clean; only the details change.</p>
<h2>Step 1: Make the problem safe and write it down</h2>
<p>Before anyone is hired, limit the damage. Our homeowner turned the gas valve to "pilot", closed the cold-water shut-off above the tank and put a tray under the drain valve. Then she took notes while the facts were fresh:</p>
<ul>
<li>water pools at the base after a few hours, and the tank jacket is damp near the bottom;</li>
<li>the label says 50 gallons, natural gas, installed twelve years ago; she photographed it, model and serial number included;</li>
<li>the heater sits in the garage beside the laundry, with about 18 inches of clearance on each side;</li>
<li>she would like hot water back within three days and is open to a tankless unit if the numbers make sense.</li>
</ul>
<h2>Step 2: Post a job a pro can price</h2>
<p>A vague request ("water heater broken, need help") gets vague answers or a site visit just to learn the basics. Her job post said what was wrong, how old the unit was, where it stood and what outcome she wanted, with four photos: the label, the base of the tank, the venting above it and the gas line. She gave a budget range from a little research, $1,400 to $2,200 for a like-for-like replacement, and chose "within a week" rather than "as soon as possible" so the bids would not carry an emergency premium.</p>
<h2>Step 3: Read the bids side by side</h2>
<p>Four pros bid within a day. The totals ran from $1,250 to $2,650, which looks like chaos until you compare scope. The cheapest left out the permit and the haul-away of the old tank. The most expensive quoted a tankless unit she had only mentioned as a possibility. The two in the middle described the same job: a 50-gallon gas heater of a named brand and model, a new expansion tank and drain pan, the permit and inspection, removal of the old unit, and a one-year labor warranty on top of the manufacturer's warranty. Once the missing pieces were priced in, the "cheap" bid was no longer the cheapest.</p>
<h2>Step 4: Check the pro, not only the price</h2>
<p>Between the two comparable bids she looked at what sits behind them: an active plumbing license on the state board's website, a certificate of insurance, reviews that mention how problems were handled rather than just "great job", and how quickly and clearly each pro answered her one follow-up question about the venting. One replied in twenty minutes with a photo of a similar install; that bid won, though it was $90 higher.</p>
<h2>Step 5: Agree the details in writing</h2>
<p>Before the visit, the accepted bid and their messages recorded the things that cause arguments later:</p>
<ol>
<li>the exact model being installed and what happens if it is out of stock;</li>
<li>the date and arrival window, and who pulls the permit;</li>
<li>the price, the deposit (none, in this case) and that the balance is due after the job is done and tested;</li>
<li>what counts as extra work, such as replacing a corroded gas shut-off, and that any extra is priced and approved in writing before it is done.</li>
</ol>
<h2>Step 6: On the day, and the day after</h2>
<p>The installer found that the gas shut-off was indeed corroded, sent a photo and a $65 price through the job's messages, and waited for a yes before changing it. When the work was done, our homeowner ran a hot tap for several minutes, checked the new drain pan and the fittings, and looked again the next morning. The inspection was booked for the following week, and the invoice, permit number and warranty terms went into one folder.</p>
<h2>Step 7: Close the job properly</h2>
<p>She paid the balance once everything checked out, marked the job complete and left a review that described the job, the communication and the extra charge, the kind of detail that helps the next homeowner more than a star rating alone. Then she added a reminder to flush the new tank once a year.</p>
<h2>What to take from the example</h2>
<p>None of these steps takes long, and together they turn a stressful repair into a predictable one: make it safe, describe the job precisely, compare bids on scope, check the person, put the details in writing and close the job with care. When you are ready, <a href="/create-job">post your job</a> and the bids will arrive in one place, ready to compare. For a deeper look at the comparison step, read <a href="/blog/comparing-bids-three-quotes-same-job">how to read three quotes for the same job</a>.</p>
`,
};
