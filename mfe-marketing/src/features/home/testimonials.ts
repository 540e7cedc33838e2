/** Spec §3 Testimonial. `saved` is in whole dollars; `image` is an inline avatar (no external host). */
export interface Testimonial {
  id: number;
  name: string;
  role: string;
  text: string;
  rating: 4 | 5;
  location: string;
  image: string;
  saved: number;
}

const AVATAR_COLOURS = ['#0b6e4f', '#1d4ed8', '#9d174d', '#7c2d12', '#4c1d95', '#155e75'];

/** An initials avatar as an SVG data URI: readable offline and under a strict content-security policy. */
export function initialsAvatar(name: string, index: number): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join('');
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${colour}"/><text x="32" y="40" font-family="Inter,Arial,sans-serif" font-size="24" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const ENTRIES: ReadonlyArray<Omit<Testimonial, 'id' | 'image'>> = [
  {
    name: 'Maria Gonzalez',
    role: 'Homeowner',
    text: 'Our water heater died on a Sunday night. I posted the job before bed and had three offers by breakfast. The plumber I hired had it replaced by noon and hauled the old tank away.',
    rating: 5,
    location: 'San Antonio, TX',
    saved: 420,
  },
  {
    name: 'David Chen',
    role: 'Property manager',
    text: 'I manage 40 units, and turnover cleans used to eat my week. Now I post each move-out on Prohive, compare bids in one place and keep every conversation on record.',
    rating: 5,
    location: 'Seattle, WA',
    saved: 1850,
  },
  {
    name: 'Aisha Thompson',
    role: 'Small business owner',
    text: 'We needed our café rewired for new equipment without closing for a week. The electrician worked nights, pulled the permit and kept us open the whole time.',
    rating: 5,
    location: 'Atlanta, GA',
    saved: 960,
  },
  {
    name: 'Robert Miller',
    role: 'Homeowner',
    text: 'Four roofing bids, all with photos of the damage and a written scope. Being able to compare them side by side made the decision easy and the insurance claim simple.',
    rating: 5,
    location: 'Denver, CO',
    saved: 2300,
  },
  {
    name: 'Priya Patel',
    role: 'Busy parent',
    text: 'Finding a cleaner I trust with my keys was the hard part. The background-check badge and the reviews from neighbours made me comfortable, and she has been with us every other week since.',
    rating: 5,
    location: 'Edison, NJ',
    saved: 300,
  },
  {
    name: 'James Wilson',
    role: 'Homeowner',
    text: 'The AC quit in a heat wave. Two technicians replied within the hour; the one I picked found a failed capacitor instead of selling me a new unit.',
    rating: 5,
    location: 'Phoenix, AZ',
    saved: 3400,
  },
  {
    name: 'Emily Rodriguez',
    role: 'First-time buyer',
    text: 'New house, long list. One handyman took the whole list in a single day: TV mounted, doors adjusted, shelves up. Messaging beforehand meant he brought exactly what he needed.',
    rating: 4,
    location: 'Orlando, FL',
    saved: 275,
  },
  {
    name: 'Michael Brooks',
    role: 'Landlord',
    text: 'Pest control for a duplex with tenants on both sides is tricky. The pro scheduled around both households and followed up two weeks later without being asked.',
    rating: 4,
    location: 'Columbus, OH',
    saved: 510,
  },
  {
    name: 'Sarah Kim',
    role: 'Homeowner',
    text: 'I asked for quotes to replace our washer and one technician offered to repair it instead. A new pump later, it runs like new. That honesty earned a five-star review.',
    rating: 5,
    location: 'Portland, OR',
    saved: 640,
  },
  {
    name: 'Carlos Ramirez',
    role: 'Restaurant owner',
    text: 'We use Prohive for everything from hood cleaning to the walk-in cooler. Response times are fast, and the pros understand commercial kitchens.',
    rating: 5,
    location: 'Houston, TX',
    saved: 1200,
  },
  {
    name: 'Linda Foster',
    role: 'Retiree',
    text: 'I was nervous about hiring online. The landscaper I chose sent a clear plan and price, showed up on time every week and left the garden tidier than I ever managed.',
    rating: 4,
    location: 'Raleigh, NC',
    saved: 350,
  },
  {
    name: "Kevin O'Brien",
    role: 'Homeowner',
    text: 'Installing an EV charger needed a panel check and a permit. The electrician handled both, explained every step and finished in an afternoon for less than the dealer quoted.',
    rating: 5,
    location: 'Boston, MA',
    saved: 780,
  },
];

/** The homepage's twelve fixed sample testimonials (spec §1). */
export const TESTIMONIALS: readonly Testimonial[] = ENTRIES.map((entry, i) => ({
  ...entry,
  id: i + 1,
  image: initialsAvatar(entry.name, i),
}));
