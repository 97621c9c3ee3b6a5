export interface Testimonial {
  id: string;
  name: string;
  role: string;
  quote: string;
  /** 1 to 5 stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** The stars' accessible name in the page's language ('Rated 5 out of 5'). */
  rated?: string;
  /** Background of the initials badge; dark enough for white text (AA). */
  colour: string;
}

/** SPEC §3: five fixed testimonials. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'priya-ramesh',
    name: 'Priya Ramesh',
    role: 'Software engineer, bought a villa off Bagalur Road',
    quote:
      'We were commuting from Electronic City and wanted more space without leaving the Bengaluru side. They showed us four villas in one Saturday, explained every document in Tamil and English, and the registration was done in under a month.',
    rating: 5,
    colour: '#9a3412',
  },
  {
    id: 'senthil-kumar',
    name: 'Senthil Kumar',
    role: 'Plant supervisor, SIPCOT Phase II',
    quote:
      'I bought a 1,200 sq.ft DTCP-approved plot close to my factory. They walked the boundary stones with me, got the EC and patta checked by their lawyer and never pushed me to decide fast.',
    rating: 5,
    colour: '#1e40af',
  },
  {
    id: 'anitha-joseph',
    name: 'Anitha & Joseph Mathew',
    role: 'Retired couple, moved from Koramangala',
    quote:
      'After thirty years in the city we wanted a quiet house with a garden. The team understood that, found us a ready-to-move home near Mathigiri lake and even helped us find a good electrician afterwards.',
    rating: 5,
    colour: '#166534',
  },
  {
    id: 'rahul-venkatesh',
    name: 'Rahul Venkatesh',
    role: 'NRI investor, Dubai',
    quote:
      'Buying from abroad is nerve-racking. They sent video walk-throughs of each plot, shared every approval as a PDF and coordinated the power of attorney with my brother in Hosur. Very transparent.',
    rating: 4,
    colour: '#6b21a8',
  },
  {
    id: 'lakshmi-narayanan',
    name: 'Lakshmi Narayanan',
    role: 'School teacher, bought her first home in Hosur',
    quote:
      'As a first-time buyer I had a hundred questions about the loan and the booking amount. They answered all of them patiently and arranged the bank visits. Our 2 BHK house on Rayakottai Road feels like home already.',
    rating: 5,
    colour: '#0f766e',
  },
];

export const initials = (name: string) =>
  name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
