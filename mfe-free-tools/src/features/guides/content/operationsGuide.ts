import type { Guide } from '../types';
import { checklist, h3, ol, p, strong, table, tip, tool, ul } from './blocks';

export const operationsGuide: Guide = {
  slug: 'operations-guide',
  title: 'Running Home-Service Operations: Scheduling, Crews, Cash and Suppliers',
  summary:
    'Plan routes that waste fewer miles, keep crews on billable work, get paid faster, buy materials on good terms and run every day from checklists instead of memory.',
  lastReviewed: '2026-11-20',
  intro: [
    p(
      'A full calendar is only good news if the work runs smoothly. Owners of growing cleaning, landscaping, roofing and trade businesses often find that profit does not rise with revenue: crews spend the morning in traffic, a supply run eats the afternoon, invoices go out a week late and the same mistakes cause the same callbacks. None of that shows up in the price of a job, but all of it comes out of profit.',
    ),
    p(
      'This guide covers the daily machinery of a home-service business: scheduling and routing, crew utilization, the flow of a job from booking to payment, cash flow and invoicing terms, suppliers and materials, quality control and the checklists that hold it together. Each section has a worked example so you can estimate what an improvement is worth before you make it.',
    ),
  ],
  sections: [
    {
      id: 'scheduling-and-routing',
      heading: 'Schedule and route for fewer miles',
      blocks: [
        p(
          'Drive time is paid time that nobody pays you for. The simplest fix is to group work by area. Divide your service area into zones and give each zone its regular days, so recurring clients on the north side are always served on Tuesdays and Thursdays. New customers are offered the next day their zone is scheduled, which most accept happily if you explain that it keeps your prices down.',
        ),
        ul(
          'Offer arrival windows of two hours rather than exact times, and send an “on my way” message with a realistic arrival estimate.',
          'Leave one flexible slot a day for urgent calls and overruns. An empty slot that fills is profit; a day with no slack turns one overrun into four late arrivals.',
          'Put long or unpredictable jobs first in the day and short, predictable ones last, so delays have somewhere to go.',
          'Review tomorrow’s route every afternoon before the crew leaves, not at seven in the morning.',
        ),
        {
          kind: 'example',
          title: 'Zoning a cleaning crew’s day',
          blocks: [
            p(
              'A two-person cleaning crew visits five homes a day. Booked in the order customers called, the day covers 68 miles and 2 hours 40 minutes of driving. Grouped by zone, the same five homes take 31 miles and 1 hour 15 minutes.',
            ),
            table(
              'What the zoned route saves each day',
              ['Saving', 'Working', 'Per day'],
              [
                ['Mileage', '37 miles × $0.56 running cost', '$20.72'],
                ['Crew time', '85 minutes × 2 people × $24.50 loaded', '$69.42'],
                ['Total', '', '$90.14'],
              ],
              [2],
            ),
            p(
              'Over five days a week and fifty weeks a year that is more than $22,000, or room for a sixth home every day without adding an hour to the crew’s shift. The ',
              tool('scheduling-assistant', 'Scheduling Assistant'),
              ' plans a week of jobs and the travel between them.',
            ),
          ],
        },
      ],
    },
    {
      id: 'crew-utilization',
      heading: 'Crew utilization: the number that drives profit',
      blocks: [
        p(
          'Utilization is the share of paid hours that are billable: hours spent doing work a customer pays for. It is the most important operating number in a labor business, because every non-billable hour still costs wages, taxes and insurance. For most field crews a realistic target is 75–85%; below 65% something structural is wrong.',
        ),
        table(
          'Where a three-technician team’s 120 paid hours went last week',
          ['Activity', 'Hours', 'Share'],
          [
            ['Billable work on site', '84', '70%'],
            ['Driving between jobs', '18', '15%'],
            ['Loading vans and supply runs', '8', '7%'],
            ['Waiting, callbacks and no-access visits', '6', '5%'],
            ['Paperwork and meetings', '4', '3%'],
            ['Total paid hours', '120', '100%'],
          ],
          [1, 2],
        ),
        {
          kind: 'example',
          title: 'From 70% to 80% utilization',
          blocks: [
            p(
              'The team bills $85 an hour. Zoning the routes and stocking the vans properly (see below) raises billable hours from 84 to 96 a week, or 80% utilization. Payroll does not change, but the team bills 12 × $85 = $1,020 more each week, about $51,000 over fifty weeks. Almost all of that is profit, because the wages, vans and insurance were already being paid.',
            ),
          ],
        },
        p(
          'Utilization also feeds your prices. The overhead per billable hour in the ',
          tool('pricing-guide', 'Pricing Guide'),
          ' falls as utilization rises, and the ',
          tool('labor-cost-calculator', 'Labor Cost Calculator'),
          ' turns a wage and a billable share into the true cost of each billable hour.',
        ),
      ],
    },
    {
      id: 'job-flow',
      heading: 'From booking to paid: one standard flow',
      blocks: [
        p(
          'Every job should move through the same steps, in the same order, whoever booked it. When the steps live in the owner’s head, things are missed as soon as the owner is busy, sick or on vacation. Write them down once and use them for every job.',
        ),
        ol(
          'Booking confirmed in writing, with the date, arrival window, scope and price.',
          [
            'A ',
            tool('work-order-template', 'work order'),
            ' prepared: address, access notes, tasks, materials and any photos from the quote visit.',
          ],
          'A reminder sent the day before, confirming access, parking and pets.',
          'An “on my way” message when the crew leaves the previous job.',
          [
            'Before-and-after photos taken on site, cropped and labeled with the ',
            tool('image-editor', 'Image Editor'),
            ' when needed for the customer or your profile.',
          ],
          'A walk-through with the customer, or a completion message with photos if they are out.',
          'The invoice sent the same day, ideally before the crew leaves the driveway.',
          'A thank-you with a review request once payment arrives.',
        ),
        tip(
          'The same-day invoice is the single most valuable habit on this list. Customers pay fastest while the finished work is fresh in their minds.',
        ),
      ],
    },
    {
      id: 'cash-flow',
      heading: 'Cash flow and invoicing terms',
      blocks: [
        p(
          'Profitable businesses still run out of cash. Wages are due every week or two, suppliers expect payment within thirty days, and a large job can tie up thousands of dollars in materials before the customer pays anything. Good invoicing terms close that gap.',
        ),
        table(
          'Sensible payment terms by customer type',
          ['Customer or job', 'Terms', 'Why'],
          [
            [
              'Homeowner, small job',
              'Due on completion',
              'The work is done and the customer is there to pay',
            ],
            [
              'Homeowner, recurring service',
              'Card on file, charged after each visit',
              'No chasing, and no awkward conversations every week',
            ],
            [
              'Homeowner, large project',
              'Deposit of 10–30%, then progress payments',
              'Materials are paid for before they are ordered',
            ],
            [
              'Property manager or business',
              'Net 15 or net 30, agreed in writing',
              'Their accounts payable team pays in batches',
            ],
          ],
        ),
        p(
          'Check your state’s rules before taking deposits: several states cap home-improvement deposits (California, for example, limits the down payment on most home-improvement contracts to 10% of the price or $1,000, whichever is less), and many require specific contract wording. Put late-payment terms on every invoice, and keep your ',
          tool('invoice-templates', 'invoices'),
          ' and ',
          tool('receipt-generator', 'receipts'),
          ' consistent so customers know exactly what they owe and what they have paid.',
        ),
        {
          kind: 'example',
          title: 'Measuring how fast you get paid',
          blocks: [
            p(
              'Days sales outstanding (DSO) is how long, on average, you wait for your money: unpaid invoices divided by monthly revenue, multiplied by 30. A landscaping company billing $40,000 a month with $26,000 unpaid has a DSO of 26,000 ÷ 40,000 × 30 = 19.5 days.',
            ),
            p(
              'By invoicing on the day of the job and keeping cards on file for recurring clients, it brings DSO down to 7 days. Unpaid invoices then settle at about $40,000 × 7 ÷ 30 = $9,333, which releases roughly $16,667 of cash into the bank: enough to cover a slow month without borrowing.',
            ),
          ],
        },
        p(
          'Keep a cash reserve of two to three months of overhead. For the three-technician company in the pricing guide, with $4,200 of monthly overhead, that is $8,400–$12,600. The ',
          tool('profit-forecast', 'Profit Forecast'),
          ' shows the months where cash will be tight before you reach them.',
        ),
      ],
    },
    {
      id: 'suppliers',
      heading: 'Suppliers and materials',
      blocks: [
        p(
          'Materials are often a third or more of a roofing or plumbing job, and every trip to the supply house is time off the tools. Treat suppliers as partners and materials as stock to be managed, not as something bought in a hurry on the way to a job.',
        ),
        ul(
          [
            strong('Open trade accounts.'),
            ' Most supply houses offer contractor pricing and net-30 terms once you have a trading history, which lets you collect from the customer before you pay for the materials.',
          ],
          [
            strong('Keep two suppliers for anything critical.'),
            ' When one is out of stock in peak season, the other saves the job.',
          ],
          [
            strong('Stock the vans to a list.'),
            ' Give every common part a minimum and maximum quantity, and restock to the maximum at the end of each day or week.',
          ],
          [
            strong('Order job materials in advance.'),
            ' Large orders are delivered to the site or picked up the day before, never on the morning of the job.',
          ],
          [
            strong('Check prices every quarter.'),
            ' Update your price book when suppliers change theirs, so quotes never use last year’s costs.',
          ],
        ),
        {
          kind: 'example',
          title: 'Fewer supply runs for a plumbing van',
          blocks: [
            p(
              'A plumber makes three unplanned supply runs a week, each about 45 minutes: 2.25 hours that could have been billed at $85 an hour. A min-max van stock list cuts that to one run a week, saving 1.5 hours, or 1.5 × $85 = $127.50 a week and $6,375 over fifty weeks, for one van.',
            ),
          ],
        },
      ],
    },
    {
      id: 'quality-and-callbacks',
      heading: 'Quality control and callbacks',
      blocks: [
        p(
          'A callback is a return visit to fix something that should have been right the first time. It pays nothing, it displaces a paying job and it puts a review at risk. Track every callback with its cause: workmanship, a faulty part, a misunderstanding about scope or a customer who changed their mind.',
        ),
        {
          kind: 'example',
          title: 'What a 5% callback rate costs',
          blocks: [
            p(
              'A handyman business completes 400 jobs a year, and 5% need a callback: 20 visits averaging 1.5 hours, or 30 hours. At a full cost of $39.78 an hour, that is $1,193.40 of direct cost, and the 30 hours could have earned 30 × $85 = $2,550 elsewhere. Halving the callback rate is worth about $1,900 a year, before counting the reviews it protects.',
            ),
          ],
        },
        p(
          'Most callbacks come from a few repeated causes. A short finishing checklist, a photo of every finished area and a walk-through with the customer catch them while the crew is still on site, which is far cheaper than coming back.',
        ),
      ],
    },
    {
      id: 'daily-checklists',
      heading: 'Checklists that run the day',
      blocks: [
        p(
          'Checklists are not bureaucracy; they are how a good crew stays good on a bad day. Keep them short, keep them on the phone or a card in the van, and change them whenever a mistake reveals a missing step.',
        ),
        checklist(
          'Before leaving the shop',
          'Route and job list checked, with access notes read',
          'Van stock at minimum levels or above',
          'Job-specific materials loaded and checked against the work order',
          'Safety gear, ladders and tools inspected',
          'Phone charged and customer messages enabled',
        ),
        checklist(
          'Before leaving each job',
          'Every task on the work order completed or noted',
          'Site cleaned and debris removed',
          'After photos taken of every area worked on',
          'Customer walk-through done or completion message sent',
          'Invoice sent and payment taken or scheduled',
        ),
        checklist(
          'Every Friday',
          'Unpaid invoices reviewed and reminders sent',
          'Next week’s schedule confirmed and zoned',
          'Supplier orders placed for next week’s large jobs',
          'Callbacks reviewed with their causes',
          'Utilization and revenue recorded for the week',
        ),
      ],
    },
    {
      id: 'weekly-numbers',
      heading: 'The weekly numbers to watch',
      blocks: [
        p(
          'A handful of numbers, recorded every week, show whether operations are improving long before the year-end accounts do. Keep them on one page and look at the trend, not any single week.',
        ),
        table(
          'An operations scorecard',
          ['Measure', 'How to work it out', 'Healthy range'],
          [
            ['Crew utilization', 'Billable hours ÷ paid hours', '75–85%'],
            ['Drive time share', 'Driving hours ÷ paid hours', 'Under 15%'],
            ['Callback rate', 'Callbacks ÷ jobs completed', 'Under 3%'],
            [
              'Days sales outstanding',
              'Unpaid invoices ÷ monthly revenue × 30',
              'Under 14 days for homeowners',
            ],
            ['Gross margin', '(Revenue − direct costs) ÷ revenue', 'Set by your pricing target'],
            ['Cash reserve', 'Cash in bank ÷ monthly overhead', '2–3 months'],
          ],
        ),
        h3('Where to start'),
        p(
          'Do not try to fix everything at once. Pick the number that is furthest from its healthy range, make one change, and measure again after a month. Better routing and same-day invoicing are the usual first wins, because they cost almost nothing. When the operation runs well, growth is a matter of finding more customers: the ',
          tool('marketing-guide', 'Marketing Guide'),
          ' covers that, and the ',
          tool('profit-calculator', 'Profit Calculator'),
          ' shows what each new job adds.',
        ),
      ],
    },
  ],
};
