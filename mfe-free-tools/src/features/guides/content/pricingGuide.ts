import type { Guide } from '../types';
import { checklist, h3, ol, p, strong, table, tip, tool, ul } from './blocks';

export const pricingGuide: Guide = {
  slug: 'pricing-guide',
  title: 'How to Price Home Services: A Practical Pricing Guide',
  summary:
    'Build every price from your real costs, choose markup or margin on purpose, and quote jobs that pay you and your crew. With worked examples for cleaners, landscapers, roofers and the trades.',
  lastReviewed: '2026-11-20',
  intro: [
    p(
      'Most home-service businesses do not fail for lack of work. They fail because the work they win does not pay enough to cover the van, the insurance, the slow months and the owner. A price is not a guess at what the customer will accept; it is the sum of what the job costs you plus the profit that keeps the business alive. This guide shows how to build that sum, line by line, and how to sell it with confidence.',
    ),
    p(
      'The examples use round, realistic US figures for 2026. Swap in your own numbers as you read, or let the ',
      tool('pricing-calculator', 'Pricing Calculator'),
      ' do the arithmetic while you follow the reasoning here.',
    ),
  ],
  sections: [
    {
      id: 'why-pros-underprice',
      heading: 'Why most pros underprice',
      blocks: [
        p(
          'New owners usually set prices by looking at what competitors charge and shaving a little off. It feels safe, but it skips the one number that matters: your own cost. Two painters can charge the same $600 for a bedroom and have completely different businesses, because one carries workers’ compensation, a leased truck and a part-time office manager while the other works alone out of a paid-off car.',
        ),
        p(
          'Discounts hurt more than they look. Suppose a job sells for $200 and costs you $150 in labor, materials and overhead, leaving $50 of profit. Cut the price by 10% to $180 and the profit drops to $30. You now need ',
          strong('67% more jobs'),
          ' (50 ÷ 30 = 1.67) just to earn what you earned before, with more wear on your crew, your vehicles and your evenings.',
        ),
        tip(
          'Every dollar you take off a price comes straight out of profit, never out of cost. Before you discount, work out how many extra jobs the discount has to win.',
        ),
      ],
    },
    {
      id: 'know-your-costs',
      heading: 'Know your true costs',
      blocks: [
        p(
          'Costs fall into three groups. ',
          strong('Direct costs'),
          ' belong to one job: crew hours, materials, disposal fees, permits and the miles driven to get there. ',
          strong('Overhead'),
          ' keeps the business running whether or not you have a job today: insurance, vehicle payments, software, phones, marketing, accounting and storage. ',
          strong('Owner’s pay'),
          ' is a cost too. If the business only breaks even after you stop drawing a wage, it is not profitable; it is a job with extra risk.',
        ),
        h3('The loaded labor rate'),
        p(
          'A technician paid $20 an hour costs you more than $20 an hour. Employer payroll taxes (Social Security and Medicare at 7.65%), federal and state unemployment insurance, workers’ compensation and paid time off all ride on top of the wage. And not every paid hour is billable: drive time, loading the van and waiting on a late customer are paid but cannot be charged directly.',
        ),
        table(
          'Loaded cost of a $20-an-hour technician',
          ['Item', 'Rate', 'Per paid hour'],
          [
            ['Base wage', '', '$20.00'],
            ['Social Security and Medicare', '7.65%', '$1.53'],
            ['Unemployment insurance (federal and state)', '3.0%', '$0.60'],
            ['Workers’ compensation (cleaning or handyman class)', '4.0%', '$0.80'],
            ['Paid holidays and vacation', '4.0%', '$0.80'],
            ['Loaded cost per paid hour', '', '$23.73'],
            ['Loaded cost per billable hour at 80% billable', '÷ 0.80', '$29.66'],
          ],
          [1, 2],
        ),
        p(
          'Workers’ compensation varies enormously by trade and state. A cleaning company may pay 3–5% of payroll, while roofing crews often pay 15–30%, which alone can add $5 an hour to a roofer’s cost. The ',
          tool('labor-cost-calculator', 'Labor Cost Calculator'),
          ' works through your own rates, benefits and billable share.',
        ),
        h3('Overhead per billable hour'),
        p(
          'Add up a normal month of overhead and divide it by the billable hours your team actually delivers. A three-technician company with the overhead below, each technician paid for about 173 hours a month and billable for 80% of them, delivers roughly 415 billable hours.',
        ),
        table(
          'Monthly overhead of a three-technician company',
          ['Expense', 'Per month'],
          [
            ['General liability and commercial auto insurance', '$650'],
            ['Vehicle payments, fuel and maintenance', '$1,400'],
            ['Phones, scheduling and accounting software', '$220'],
            ['Marketing and advertising', '$900'],
            ['Bookkeeping and tax preparation', '$350'],
            ['Equipment repair and replacement', '$380'],
            ['Storage unit and office', '$300'],
            ['Total overhead', '$4,200'],
            ['Overhead per billable hour ($4,200 ÷ 415 hours)', '$10.12'],
          ],
          [1],
        ),
        p(
          'So every billable hour must recover about $29.66 of labor and $10.12 of overhead, roughly $39.78, before it earns a cent of profit. That figure is your floor. Any hourly rate, flat rate or per-square price that works out below it loses money on every job.',
        ),
      ],
    },
    {
      id: 'cost-plus-pricing',
      heading: 'Cost-plus pricing, step by step',
      blocks: [
        p(
          'Cost-plus pricing is the most dependable method for service work because it starts from numbers you control. It takes four steps.',
        ),
        ol(
          'Estimate the hours the job needs, including drive time, set-up and clean-up, and multiply by your loaded labor rate.',
          'Add materials at what you pay for them, plus disposal, permits, equipment rental and mileage.',
          'Add the overhead share: billable hours on the job multiplied by your overhead per billable hour.',
          [
            'Add profit, either as a markup on the total cost or by dividing by one minus your target margin (see ',
            strong('Markup vs margin'),
            ' below).',
          ],
        ),
        p(
          'The result is a price that covers the job, carries its share of the business and leaves a profit you chose rather than one you hoped for. Round it to a clean number and compare it with the market, but change it only for a reason you can name.',
        ),
      ],
    },
    {
      id: 'markup-vs-margin',
      heading: 'Markup vs margin',
      blocks: [
        p(
          'Markup and margin both describe profit, but against different bases. ',
          strong('Markup'),
          ' is profit divided by cost. ',
          strong('Margin'),
          ' is profit divided by price. Mixing them up is one of the most common and expensive pricing mistakes in the trades.',
        ),
        p(
          'Take a job that costs $100. Add a 30% markup and you charge $130; the $30 profit is only 23.1% of the price. If you wanted a 30% margin, the price has to be $100 ÷ (1 − 0.30) = $142.86. An owner who thinks “I add 30%, so I keep 30%” is actually keeping about 7 points less than planned on every invoice.',
        ),
        table(
          'The markup needed for a target margin',
          ['Target margin', 'Markup on cost', 'Price of a $100-cost job'],
          [
            ['20%', '25.0%', '$125.00'],
            ['25%', '33.3%', '$133.33'],
            ['30%', '42.9%', '$142.86'],
            ['35%', '53.8%', '$153.85'],
            ['40%', '66.7%', '$166.67'],
            ['50%', '100.0%', '$200.00'],
          ],
          [0, 1, 2],
        ),
        p(
          'The conversions are simple: markup = margin ÷ (1 − margin), and margin = markup ÷ (1 + markup). Set your target as a margin, because margin is what shows up on your profit and loss statement, and let the calculator turn it into a price.',
        ),
      ],
    },
    {
      id: 'bathroom-clean-example',
      heading: 'A $450 bathroom clean, line by line',
      blocks: [
        p(
          'Here is cost-plus pricing applied to a real quote: a move-out deep clean of three bathrooms (two full, one half) with hard-water scale on the glass and stained grout. Two cleaners, four hours each on site, a 15-mile drive each way. The cleaners earn $20.65 an hour, which the taxes, insurance and paid time off from the table above load to $24.50 for every hour they are paid.',
        ),
        {
          kind: 'example',
          title: 'Three bathrooms quoted at $450',
          blocks: [
            table(
              'What the $450 bathroom clean costs',
              ['Line', 'Working', 'Amount'],
              [
                ['Labor on site', '8 crew hours × $24.50 loaded', '$196.00'],
                ['Drive time', '1 crew hour × $24.50', '$24.50'],
                ['Descaler, grout cleaner, pads and sealer', 'From the job sheet', '$32.00'],
                ['Mileage', '30 miles × $0.56 running cost', '$16.80'],
                ['Direct cost', '', '$269.30'],
                ['Overhead share', '8 billable hours × $10.12', '$80.96'],
                ['Full cost', '', '$350.26'],
                ['Price', '', '$450.00'],
                ['Profit before card fees', '$450.00 − $350.26', '$99.74'],
                ['Card processing', '2.9% + $0.30', '$13.35'],
                ['Profit after fees', '', '$86.39'],
              ],
              [2],
            ),
            p(
              'At $450 the job earns $86.39, a 19.2% net margin. That is healthy for cleaning, but if your target is 30%, the price has to be $350.26 ÷ 0.70 = $500.37, so you would quote $500. If the customer pushes back, do not cut the price; cut the scope. Dropping the grout sealing saves about an hour of labor and $12 of sealer, which justifies a $450 quote honestly.',
            ),
            p(
              'Recurring cleans follow the same arithmetic with fewer hours. The ',
              tool('house-cleaning-calculator', 'House Cleaning Calculator'),
              ' prices by square footage, rooms and visit frequency, and the ',
              tool('profit-calculator', 'Profit Calculator'),
              ' shows what is left after fees on any job you have already priced.',
            ),
          ],
        },
      ],
    },
    {
      id: 'pricing-models',
      heading: 'Choose a pricing model',
      blocks: [
        p(
          'Cost-plus tells you what a job must earn. The pricing model is how you present that number to the customer, and the right one depends on how predictable the work is.',
        ),
        ul(
          [
            strong('Hourly (time and materials).'),
            ' Best when the scope is genuinely unknown: a diagnostic visit, an old house with hidden problems. Its weakness is that it punishes speed; the better your crew gets, the less you earn.',
          ],
          [
            strong('Flat rate.'),
            ' One price for a defined task, such as replacing a faucet or installing a ceiling fan. Customers prefer it because there are no surprises, and you keep the gain when your crew works efficiently. Many plumbers and electricians keep a flat-rate book built from average job times.',
          ],
          [
            strong('Per unit.'),
            ' Price per square foot, per square of roofing (100 square feet), per window or per 1,000 square feet of lawn. It scales fairly with the size of the job and is easy to explain.',
          ],
          [
            strong('Tiered (good, better, best).'),
            ' Two or three packages at different prices. Customers compare options instead of deciding whether to hire you at all, and many choose the middle.',
          ],
        ),
        {
          kind: 'example',
          title: 'Per-unit prices for lawns and roofs',
          blocks: [
            p(
              'A lawn-care company charges a $35 trip fee plus $4.50 per 1,000 square feet for mowing, trimming and blowing. An 8,000-square-foot lawn costs $35 + (8 × $4.50) = $71 a visit. The trip fee protects the price of small lawns, where drive time is most of the cost. Try your own rates in the ',
              tool('lawn-care-calculator', 'Lawn Care Calculator'),
              '.',
            ),
            p(
              'A roofer measures a 2,400-square-foot roof: 24 squares. At $560 a square installed, including tear-off and 10% waste allowance in the material cost, the replacement is $13,440. A steep 9/12 pitch needs harnesses and slows the crew, so a 15% steep-slope charge brings it to $15,456. The ',
              tool('roofing-calculator', 'Roofing Calculator'),
              ' estimates squares and materials from the footprint and pitch.',
            ),
          ],
        },
        table(
          'A plumber’s good, better, best water-heater quote',
          ['Package', 'What is included', 'Price'],
          [
            ['Good', '50-gallon gas tank, haul-away, 6-year warranty', '$1,850'],
            ['Better', 'Good, plus expansion tank, new gas valve and flex lines, 9-year warranty', '$2,350'],
            ['Best', 'Better, plus 12-year tank, two annual flushes and priority scheduling', '$2,950'],
          ],
          [2],
        ),
      ],
    },
    {
      id: 'check-the-market',
      heading: 'Check your price against the market',
      blocks: [
        p(
          'Once your cost-plus price is built, compare it with what others in your area charge, but treat the comparison as a check, not a starting point. Call three competitors for a quote on a typical job, read the prices on their websites and ask new customers what other quotes they received.',
        ),
        ul(
          'If you are well above the market, look for costs you can cut or efficiencies you can find before you lower the price. A crew that wastes an hour a day on poor routing is a cost problem, not a pricing problem.',
          'If you are well below the market, you are probably leaving money on the table. Raise the price for new customers first and watch whether your closing rate changes.',
          'Set a minimum charge. A 20-minute fix still costs the drive, the parking and the paperwork, so many trades set a minimum of one hour or a fixed service call of $89–$149.',
        ),
        p(
          'Price is also a signal. Homeowners associate very low prices with uninsured, unreliable operators. Clear written quotes, proof of insurance and good reviews let you charge more than the cheapest option; the ',
          tool('marketing-guide', 'Marketing Guide'),
          ' covers how to build that trust.',
        ),
      ],
    },
    {
      id: 'raising-prices',
      heading: 'Raise prices without losing good customers',
      blocks: [
        p(
          'Wages, fuel and insurance rise every year, so your prices must too. Small annual increases of 3–5% are easier for customers to accept than a sudden 15% jump after three years of holding still. Give recurring customers 30 days’ written notice and explain the reason in one plain sentence.',
        ),
        {
          kind: 'example',
          title: 'A 5% rise on a recurring cleaning route',
          blocks: [
            p(
              'A cleaning company has 60 biweekly clients at $160 a visit: 60 × $160 × 26 visits = $249,600 a year. It raises the price 5% to $168, and three clients leave. The remaining 57 clients bring in 57 × $168 × 26 = $248,976, almost exactly the same revenue, but with 78 fewer visits a year to staff, drive and supply. Profit goes up even though the customer count went down.',
            ),
          ],
        },
        p(
          'Track the effect in the ',
          tool('profit-forecast', 'Profit Forecast'),
          ' so you can see the increase arrive month by month, and send the new prices on a clear ',
          tool('invoice-templates', 'invoice'),
          ' so nobody is surprised.',
        ),
      ],
    },
    {
      id: 'quote-checklist',
      heading: 'Your quoting checklist',
      blocks: [
        p(
          'Run through this list before every quote leaves your hands. It takes two minutes and catches most of the errors that turn a good job into a loss.',
        ),
        checklist(
          'Before you send a quote',
          'Hours estimated include drive time, set-up and clean-up',
          'Labor priced at the loaded rate, not the wage',
          'Materials, disposal, permits and mileage all listed',
          'Overhead share added for every billable hour',
          'Profit set as a target margin, not a guessed markup',
          'Card or financing fees allowed for',
          'Scope written down: what is included and what is not',
          'Price rounded and checked against your minimum charge',
          'Quote valid for a stated period, such as 30 days',
        ),
        p(
          'Turn the accepted quote into a ',
          tool('work-order-template', 'work order'),
          ' so the crew does exactly what was sold, and read the ',
          tool('operations-guide', 'Operations Guide'),
          ' to keep the hours you priced from stretching on the day.',
        ),
      ],
    },
  ],
};
