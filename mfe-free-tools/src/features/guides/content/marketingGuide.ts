import type { Guide } from '../types';
import { checklist, h3, ol, p, strong, table, tip, tool, ul } from './blocks';

export const marketingGuide: Guide = {
  slug: 'marketing-guide',
  title: 'Marketing a Home-Service Business: Win More Local Customers',
  summary:
    'Measure what a lead and a customer really cost, convert more of the calls you already get, and build the reviews, local search presence and referrals that keep the calendar full.',
  lastReviewed: '2026-11-20',
  intro: [
    p(
      'Marketing for a cleaner, landscaper, roofer or plumber is not about clever slogans. It is about being the business a homeowner finds, trusts and calls first when a pipe bursts or the grass gets away from them, and then about turning that call into a booked job. Almost everything that works is local, measurable and cheaper than most owners expect.',
    ),
    p(
      'This guide starts with the arithmetic, because without it you cannot tell a good channel from an expensive habit. Then it covers the channels that consistently pay off for home-service pros: fast follow-up, reviews, local search and referrals, with paid ads used where the numbers allow.',
    ),
  ],
  sections: [
    {
      id: 'cost-per-lead',
      heading: 'Start with cost per lead and cost per job',
      blocks: [
        p(
          'Three numbers tell you whether any marketing channel is worth keeping. ',
          strong('Cost per lead'),
          ' is what you spent divided by the inquiries it produced. ',
          strong('Lead-to-job conversion'),
          ' is the share of those inquiries that became paid work. ',
          strong('Cost per job'),
          ' (often called customer acquisition cost) is the spend divided by the jobs won, which is the same as cost per lead divided by conversion.',
        ),
        {
          kind: 'example',
          title: 'One month of search ads for a handyman',
          blocks: [
            p(
              'A handyman spends $1,200 on search ads in March. The ads bring 48 calls and form inquiries, so the cost per lead is $1,200 ÷ 48 = $25. Twelve of those leads book a job, a conversion of 12 ÷ 48 = 25%, so each job cost $1,200 ÷ 12 = $100 to win.',
            ),
            p(
              'The average job is $380 and, after labor and materials, leaves a gross profit of 45%, or $171. Twelve jobs bring $2,052 of gross profit for $1,200 of advertising: the channel returns $852 a month before overhead. It is worth keeping, and worth improving.',
            ),
          ],
        },
        p(
          'Track every lead’s source. Ask “How did you hear about us?” on every call, use a separate phone number or form for each paid channel, and keep a simple spreadsheet with the date, source, whether you quoted and whether the customer booked. After two months you will know which channels pay.',
        ),
        table(
          'Three channels compared over one month',
          ['Channel', 'Spend', 'Leads', 'Cost per lead', 'Jobs won', 'Conversion', 'Cost per job'],
          [
            ['Search ads', '$1,200', '48', '$25', '12', '25%', '$100'],
            ['Lead marketplace', '$900', '20', '$45', '6', '30%', '$150'],
            ['Door hangers (2,000)', '$560', '14', '$40', '4', '29%', '$140'],
          ],
          [1, 2, 3, 4, 5, 6],
        ),
        p(
          'The marketplace leads convert slightly better, because the homeowner has already asked for a quote, but each job costs 50% more than one from search ads. Neither number is right or wrong on its own; what matters is how it compares with what a customer is worth.',
        ),
      ],
    },
    {
      id: 'customer-value',
      heading: 'Know what a customer is worth',
      blocks: [
        p(
          'A one-off drain clearing and a weekly lawn client are very different prizes. Lifetime value is the profit a typical customer brings over the whole time they stay with you. It tells you how much you can afford to pay to win one.',
        ),
        ul(
          'A biweekly house-cleaning client at $160 a visit spends $160 × 26 = $4,160 a year. If clients stay two and a half years on average and your margin is 25%, each one is worth about $10,400 of revenue and $2,600 of profit.',
          'A weekly mowing client at $71 a visit over a 30-week season spends $2,130 a year, plus whatever aeration, leaf clean-up and mulching they add.',
          'A roofing customer may buy once in twenty years, but one $14,000 replacement at a 30% margin is $4,200 of profit, and a happy roofing customer refers neighbors.',
        ),
        p(
          'With those numbers, spending $150 to win a cleaning client is a bargain, while spending $150 to win a $120 one-off repair is a loss. Set a maximum cost per job for each service, and from it a maximum cost per lead: the most you can pay per job multiplied by your conversion rate. At a $100 ceiling and 25% conversion, you can pay up to $25 a lead.',
        ),
        tip(
          'Price and marketing are linked. A healthy margin is what lets you pay for leads at all; the ',
          tool('pricing-guide', 'Pricing Guide'),
          ' shows how to build one, and the ',
          tool('profit-calculator', 'Profit Calculator'),
          ' shows what a job leaves after costs.',
        ),
      ],
    },
    {
      id: 'convert-more-leads',
      heading: 'Convert more of the leads you already get',
      blocks: [
        p(
          'Raising conversion is usually cheaper than buying more leads. Homeowners call two or three companies and very often book the first one that answers clearly and shows up on time. A missed call at 10 a.m. is frequently a job that went to a competitor by 10:15.',
        ),
        ul(
          [
            strong('Answer fast.'),
            ' Reply to web inquiries within minutes during working hours. If you are on a roof, use an answering service or a text-back message that gives a time you will call.',
          ],
          [
            strong('Quote quickly and clearly.'),
            ' Send written quotes the same day, with the scope, the price, what is not included and how long the price holds.',
          ],
          [
            strong('Follow up.'),
            ' Most owners never chase an open quote. A friendly message two days later and another a week later wins a surprising share of undecided customers.',
          ],
          [
            strong('Offer a choice.'),
            ' Two or three options at different prices shift the question from “whether” to “which”.',
          ],
        ),
        {
          kind: 'example',
          title: 'From 25% to 35% conversion',
          blocks: [
            p(
              'Back to the handyman’s 48 leads a month. By answering every call live and following up every open quote twice, conversion climbs from 25% to 35%: 48 × 0.35 = 16.8, so about 17 jobs instead of 12. The ad spend is unchanged, so the cost per job falls from $100 to $1,200 ÷ 17 = $70.59, and five extra jobs at $171 gross profit add $855 a month without spending another cent on ads.',
            ),
          ],
        },
        h3('A simple follow-up sequence'),
        ol(
          'Same day: send the written quote and thank the customer for their time.',
          'Day 2: a short message asking whether they have questions, with a photo of a similar finished job.',
          'Day 7: a last check-in offering the next available dates on your calendar.',
          'Day 30: if they went elsewhere, ask politely why. The answers are free market research.',
        ),
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews: your cheapest marketing',
      blocks: [
        p(
          'For local services, reviews decide who gets the call. Homeowners read them before they phone, and search engines use their number, freshness and content when ranking local businesses. A steady flow of recent, detailed reviews beats a large pile of old ones.',
        ),
        ul(
          'Ask at the moment the customer is happiest: when they see the finished job, not three weeks later with the invoice.',
          'Make it one tap. Text or email a direct link to your review page; every extra step loses people.',
          'Reply to every review, good and bad, within a few days. Future customers read the replies as closely as the reviews.',
          'Never buy reviews, write them yourself or offer rewards only for positive ones. The Federal Trade Commission’s rule on fake reviews, in force since 2024, allows large penalties for exactly that, and review platforms remove them anyway.',
        ),
        {
          kind: 'example',
          title: 'How reviews add up',
          blocks: [
            p(
              'A cleaning company finishes 10 jobs a week and asks every customer with a direct link. About 30% leave a review, so it gains 3 a week, or roughly 150 in a year. A competitor that never asks might collect 15 in the same year from customers who think of it on their own.',
            ),
          ],
        },
        p(
          'When a review is negative, answer calmly, thank the customer, state the facts without arguing and offer to put it right offline. A fair reply to a bad review often wins more trust than five good ones. Before-and-after photos help too: the ',
          tool('image-editor', 'Image Editor'),
          ' crops and labels them for reviews, your profile and your website.',
        ),
      ],
    },
    {
      id: 'local-search',
      heading: 'Local search and your business profile',
      blocks: [
        p(
          'When someone searches “plumber near me” or “lawn mowing Austin”, the map results and local listings usually take the top of the page. Showing up there depends mostly on three things: how relevant your listing is to the search, how close you are to the searcher and how prominent your business looks, which reviews strongly influence.',
        ),
        checklist(
          'Local search basics',
          'Claim and verify your free business profile on the major search and map services',
          'Choose the most specific primary category, such as “House cleaning service” rather than “Cleaning”',
          'List your service areas, hours, phone number and website exactly as they appear everywhere else',
          'Add real photos of your crew, vehicles and finished work every month',
          'Describe each service in plain words customers use, with prices or price ranges where you can',
          'Give your website one page per main service, and per main town you serve',
          'Keep your name, address and phone number identical on every directory listing',
          'Answer questions posted on your profile within a day or two',
        ),
        p(
          'A fast, simple website matters more than a beautiful one. Every page should say what you do, where you work and how to book, with the phone number tappable on a phone. Most home-service searches happen on a phone, often in a hurry.',
        ),
      ],
    },
    {
      id: 'referrals',
      heading: 'Build a referral program',
      blocks: [
        p(
          'Referred customers trust you before you arrive, book faster, argue less about price and stay longer. Most satisfied customers are happy to recommend you; they simply forget. A referral program is a way of reminding them and saying thank you.',
        ),
        ul(
          'Reward both sides: for example a $50 credit for the customer who refers and $50 off the first job for the friend.',
          'Keep it simple enough to explain in one sentence, and mention it at the end of every job, on every invoice and in every review request.',
          'Pay the reward as soon as the referred job is paid, and tell the referrer personally.',
          'Build partner referrals too: real estate agents, property managers and complementary trades. An electrician and a plumber who trust each other can swap dozens of jobs a year.',
        ),
        {
          kind: 'example',
          title: 'What a referral program costs and returns',
          blocks: [
            p(
              'A lawn-care company with 150 active clients launches a two-sided $50 program. Over a year, 12% of clients refer someone, bringing 18 new clients. The rewards cost 18 × $100 = $1,800, exactly $100 per new client, the same as the handyman’s search ads. But each new lawn client spends about $2,130 a season and referred clients tend to stay longer, so the program is among the best-returning channels the business has.',
            ),
          ],
        },
        p(
          'Print the offer on your invoices and receipts: the ',
          tool('invoice-templates', 'Invoice Templates'),
          ' and the ',
          tool('receipt-generator', 'Receipt Generator'),
          ' both have room for a short note to the customer.',
        ),
      ],
    },
    {
      id: 'paid-channels',
      heading: 'Paid ads and lead services, used carefully',
      blocks: [
        p(
          'Paid channels are a tap you can turn on and off, which is useful when your calendar has gaps. They are also the fastest way to waste money if you do not know your numbers.',
        ),
        ul(
          [
            strong('Pay-per-lead local ads'),
            ' charge only when a customer calls or messages. They suit urgent trades such as plumbing, HVAC and locksmiths, where homeowners search and call immediately.',
          ],
          [
            strong('Search ads'),
            ' let you choose keywords, areas and hours. Exclude searches for jobs you do not do, such as “DIY” and “salary”.',
          ],
          [
            strong('Lead marketplaces'),
            ' send the same inquiry to several pros at once, so speed of response decides who wins.',
          ],
          [
            strong('Social media ads'),
            ' work better for visual, planned work, such as landscaping makeovers, than for emergencies.',
          ],
        ),
        p(
          'Start every paid channel with a small monthly budget and a fixed test period, such as $500 for 60 days. Judge it against your maximum cost per job, not against a feeling. Many established home-service businesses spend somewhere around 3–8% of revenue on marketing, more while they are growing; the ',
          tool('profit-forecast', 'Profit Forecast'),
          ' shows what a given budget does to the year ahead.',
        ),
      ],
    },
    {
      id: 'marketing-calendar',
      heading: 'A simple marketing calendar',
      blocks: [
        p(
          'Demand in home services follows the seasons. Plan your spending so it arrives a few weeks before the busy period, not in the middle of it when you are already fully booked.',
        ),
        table(
          'When to push marketing, by trade',
          ['Trade', 'Build demand in', 'Busy season', 'Quiet-season idea'],
          [
            [
              'Lawn and landscaping',
              'February–March',
              'April–October',
              'Leaf clean-up and snow removal contracts',
            ],
            [
              'House cleaning',
              'March and November',
              'Spring, holidays',
              'Gift certificates and recurring-plan offers',
            ],
            ['Roofing', 'Before storm season', 'Late spring–fall', 'Inspection offers and gutter guards'],
            [
              'HVAC',
              'April and September',
              'Summer and winter peaks',
              'Maintenance plans in spring and fall',
            ],
            [
              'Plumbing and electrical',
              'All year',
              'Winter freezes, renovations',
              'Safety inspections and upgrade packages',
            ],
          ],
        ),
        p(
          'Use quiet weeks to ask past customers for reviews, update your profile photos and contact partners. The ',
          tool('scheduling-assistant', 'Scheduling Assistant'),
          ' helps you see where the gaps in your calendar are before they arrive.',
        ),
      ],
    },
    {
      id: 'weekly-routine',
      heading: 'Your weekly marketing routine',
      blocks: [
        p(
          'Consistency beats bursts of effort. An hour a week, every week, keeps the pipeline full without taking over your evenings.',
        ),
        checklist(
          'Every week',
          'Record every new lead with its source and outcome',
          'Follow up every open quote older than two days',
          'Send a review request to every customer whose job finished',
          'Reply to every new review and profile question',
          'Post one photo of finished work to your business profile',
          'Check cost per lead and cost per job for each paid channel',
          'Thank every customer who sent a referral',
        ),
        p(
          'When the phone starts ringing, the work has to run smoothly: the ',
          tool('operations-guide', 'Operations Guide'),
          ' covers scheduling, crews and getting paid on time.',
        ),
      ],
    },
  ],
};
