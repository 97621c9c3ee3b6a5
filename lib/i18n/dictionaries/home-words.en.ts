/**
 * The home page's words (issue 15) and the client stories it shares with /testimonials. The server
 * hands the page its language's section; home-words.ta.ts mirrors it key for key.
 */
import { TESTIMONIALS } from '@/components/site/testimonials-data';

/** The client stories by id: name, role and quote (the data file holds the English). */
const people = () => Object.fromEntries(TESTIMONIALS.map((t) => [t.id, { name: t.name, role: t.role, quote: t.quote }]));

export const homeWordsEn = {
  hero: {
    eyebrow: 'Local property experts in Hosur, Tamil Nadu',
    title: 'Find your dream villa, plot or house in Hosur',
    /** English pages show the dealer's configured tagline (site.tagline); this is its translation's key. */
    tagline: 'Villas and plots in Hosur you can trust, since 2010',
    browse: 'Browse by category',
    find: 'Find Properties',
    contact: 'Contact Us',
  },
  stats: {
    title: 'Trusted by Hosur families',
    since: 'SINCE {year}',
    /** The four figures' labels in the order of site.stats; English pages show the configured ones. */
    labels: { sold: 'Properties Sold', value: 'Sales Value', families: 'Happy Families', years: 'Years Experience' },
  },
  find: {
    eyebrow: 'What we offer',
    title: 'Find Your Perfect Property',
    intro: 'Every property we list has been visited by our team and its papers checked before it reaches you.',
    blurbs: {
      villas: 'Independent and gated-community villas with gardens, car parks and clubhouse access, ready to move or nearing handover.',
      plots: 'DTCP and panchayat-approved residential and commercial plots with clear titles, from SIPCOT to Bagalur Road.',
      homes: 'Independent houses and apartments close to schools, hospitals and the Bengaluru highway, for families and first-time buyers.',
    },
    browse: 'Browse {plural}',
  },
  featured: {
    eyebrow: 'Featured properties',
    latest: 'Latest {plural}',
    viewAll: 'View all {plural}',
    none: 'No {plural} listed right now.',
    noneText: 'New properties are added every week; call us to hear about them first.',
  },
  stories: {
    eyebrow: 'Client stories',
    title: 'What Our Clients Say',
    intro: 'Families from Hosur, Bengaluru and abroad on buying with us.',
    all: 'Read all client stories',
    carousel: 'Client testimonials',
    slide: '{n} of {count}',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    choose: 'Choose a testimonial',
    show: 'Show testimonial {n} of {count}',
    pause: 'Pause testimonials',
    play: 'Play testimonials',
    rated: 'Rated {rating} out of 5',
    /** The testimonials page (/testimonials). */
    pageIntro: 'Over 1000 families have bought their property with us since {since}. Here are a few of them.',
    ready: 'Ready to find yours?',
    people: people(),
  },
  touch: {
    title: 'Get In Touch',
    intro: 'Tell us your budget and the area you like. We will shortlist properties, arrange site visits and stay with you until registration.',
    focus: 'We specialise in villas and plots only.',
    focusWhy: "That focus is why we know Hosur's layouts, approvals and builders so well.",
    message: 'Send us a message',
    call: 'Call us',
    whatsapp: 'WhatsApp',
    chat: 'Chat with us on WhatsApp',
    hello: 'Hello {brand}, I would like to know more about your properties.',
    newTab: ' (opens in a new tab)',
    email: 'E-mail',
    visit: 'Visit our office',
  },
};

export type HomeWords = typeof homeWordsEn;
