/**
 * The dealer's details, in one place. The defaults are plainly fictional placeholders; a real
 * deployment sets the NEXT_PUBLIC_DEALER_* variables (read at build time, so pages stay static).
 */
const v = (value: string | undefined, fallback: string) => (value && value.trim() ? value.trim() : fallback);
/** A rate in percent from the environment, or the fallback when it is missing or not a number from 0 to 30. */
const rate = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && value.trim() && n >= 0 && n <= 30 ? n : fallback;
};

export const site = {
  brand: v(process.env.NEXT_PUBLIC_DEALER_BRAND, 'Hosur Properties'),
  tagline: v(process.env.NEXT_PUBLIC_DEALER_TAGLINE, 'Villas and plots in Hosur you can trust, since 2010'),
  dealerName: v(process.env.NEXT_PUBLIC_DEALER_NAME, 'Example Realty (placeholder)'),
  phones: v(process.env.NEXT_PUBLIC_DEALER_PHONES, '+91 90000 00001,+91 90000 00002').split(',').map((p) => p.trim()),
  /** Digits only, with country code, as wa.me links need. */
  whatsapp: v(process.env.NEXT_PUBLIC_DEALER_WHATSAPP, '919000000001'),
  email: v(process.env.NEXT_PUBLIC_DEALER_EMAIL, 'hello@example.com'),
  privacyEmail: v(process.env.NEXT_PUBLIC_DEALER_PRIVACY_EMAIL, 'privacy@example.com'),
  website: v(process.env.NEXT_PUBLIC_DEALER_WEBSITE, 'www.example.com'),
  address: {
    street: v(process.env.NEXT_PUBLIC_DEALER_STREET, '12 Example Street, Denkanikottai Road'),
    town: 'Hosur',
    region: 'Tamil Nadu',
    postalCode: '635 109',
    country: 'India',
  },
  hours: [
    { days: 'Mon-Fri', time: '9:00 AM-6:00 PM' },
    { days: 'Sat', time: '10:00 AM-4:00 PM' },
    { days: 'Sun', time: 'Closed' },
  ],
  map: {
    lat: Number(v(process.env.NEXT_PUBLIC_MAP_LAT, '12.72')),
    lng: Number(v(process.env.NEXT_PUBLIC_MAP_LNG, '77.83')),
    zoom: 13,
    tileUrl: v(process.env.NEXT_PUBLIC_MAP_TILE_URL, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    attribution: v(process.env.NEXT_PUBLIC_MAP_ATTRIBUTION, '&copy; OpenStreetMap contributors'),
    // The landmarks listing pages measure distances to are in lib/landmarks.ts (NEXT_PUBLIC_LANDMARKS):
    // server only, so that their zod schema stays out of the pages' scripts.
  },
  social: {
    facebook: v(process.env.NEXT_PUBLIC_DEALER_FACEBOOK, 'https://www.facebook.com/'),
    instagram: v(process.env.NEXT_PUBLIC_DEALER_INSTAGRAM, 'https://www.instagram.com/'),
    youtube: v(process.env.NEXT_PUBLIC_DEALER_YOUTUBE, 'https://www.youtube.com/'),
  },
  /**
   * Defaults of the EMI estimate on detail pages: a home loan for villas and houses, a land loan for
   * plots (banks lend on plots for at most 15 years, at a somewhat higher rate).
   */
  loans: {
    home: { ratePercent: rate(process.env.NEXT_PUBLIC_HOME_LOAN_RATE, 8.5), years: 20, maxYears: 30 },
    land: { ratePercent: rate(process.env.NEXT_PUBLIC_LAND_LOAN_RATE, 9.5), years: 15, maxYears: 15 },
  },
  since: 2010,
  stats: [
    { value: '500+', label: 'Properties Sold' },
    { value: '₹25Cr+', label: 'Sales Value' },
    { value: '1000+', label: 'Happy Families' },
    { value: '15+', label: 'Years Experience' },
  ],
} as const;

export const fullAddress = () =>
  `${site.address.street}, ${site.address.town}, ${site.address.region} ${site.address.postalCode}, ${site.address.country}`;
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const whatsappHref = (text?: string) =>
  `https://wa.me/${site.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
export const mailHref = (subject?: string, body?: string) => {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${site.email}${query ? `?${query}` : ''}`;
};
