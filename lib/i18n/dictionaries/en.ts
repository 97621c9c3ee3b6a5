/**
 * The English interface words (issue 15). ta.ts mirrors this key for key (typed as `Dictionary`,
 * and dictionaries.test.ts fails on a missing or empty key or a different placeholder). Values
 * are plain strings with {placeholders} filled by lib/i18n/fill.ts, so a section can be handed to
 * a client component as data. Brand, phone numbers and addresses come from lib/site-config.ts.
 */
import { listingWordsEn } from './listing-words';
import { locationWordsEn } from './location-words.en';
import { DOCUMENT_WORDS } from '@/models/documents';
import { EMI_WORDS } from '@/models/emi-words';
import { LIST_CAPTION_WORDS } from '@/models/words';
import { aboutWordsEn } from './about-words.en';
import { contactWordsEn } from './contact-words.en';
import { enquiryWordsEn } from './enquiry-words.en';
import { homeWordsEn } from './home-words.en';
import { localityWordsEn } from './locality-words.en';
import { uiWordsEn } from './ui-words.en';

const en = {
  listing: listingWordsEn,
  ui: uiWordsEn,
  /** A listing's map and distances to landmarks. */
  location: locationWordsEn,
  home: homeWordsEn,
  about: aboutWordsEn,
  contact: contactWordsEn,
  /** The call-back and site-visit request (lib/enquiries). */
  enquiry: enquiryWordsEn,
  /** A locality's page (lib/localities). */
  locality: localityWordsEn,
  documents: DOCUMENT_WORDS,
  emi: EMI_WORDS,
  /** What a filtered list shows, in words (models/list-url.ts listCaption). */
  listCaption: LIST_CAPTION_WORDS,
  meta: {
    /** A listing page's description: place and price first, for previews. */
    detailDescription: '{title} in {location} {price}. {excerpt}',
    detailPriced: 'for {price}',
    detailNoPrice: '(price on request)',
    siteTitle: '{brand} | Villas, Plots and Houses in Hosur',
    siteDescription: 'Villas, plots and houses for sale in Hosur, Tamil Nadu, from a local dealer since 2010.',
    homeTitle: '{brand} | Villas, Plots and Houses for Sale in Hosur',
    homeDescription: 'Browse villas, plots and houses for sale in Hosur, Tamil Nadu. {brand} has helped over 1000 families buy property since {since}.',
    aboutTitle: 'About Us',
    aboutDescription: '{brand} is a Hosur property dealer since {since}: local expertise, checked documents and honest advice on villas, plots and houses.',
    contactTitle: 'Contact Us',
    contactDescription: 'Call, WhatsApp or visit {brand} in Hosur ({postalCode}). Open Mon-Fri 9:00 AM-6:00 PM and Sat 10:00 AM-4:00 PM.',
    privacyTitle: 'Privacy Policy',
    privacyDescription: 'How {brand} collects, uses and protects your personal information. We do not sell your data.',
    testimonialsTitle: 'Client Testimonials',
    testimonialsDescription: 'What families from Hosur, Bengaluru and abroad say about buying villas, plots and houses with {brand}.',
    shortlistDescription: 'The villas, plots and houses you saved, to compare and send to the dealer.',
    notFoundTitle: 'Page not found',
    /** A list page's description: {what} is its caption, or the plural of a plain list. */
    listDescription: 'Browse {what} with photos, prices and contact details from {brand}, Hosur.',
  },
  shell: {
    skip: 'Skip to main content',
    mainNav: 'Main',
    menu: 'Menu',
    /** The language switch's accessible name, in the page's language. */
    switchTo: 'Read this page in Tamil',
    whatsapp: 'WhatsApp',
    whatsappChat: 'Chat on WhatsApp (opens in a new tab)',
    whatsappHello: 'Hello {brand}, I would like to know more about your properties.',
    call: 'Call',
    callNumber: 'Call {phone}',
    scrollTop: 'Scroll to top',
    shortlist: 'Shortlist',
    shortlistOne: 'Shortlist, 1 saved',
    shortlistCount: 'Shortlist, {n} saved',
  },
  nav: {
    home: 'Home',
    villas: 'Villas',
    plots: 'Plots',
    homes: 'Houses',
    about: 'About Us',
    contact: 'Contact',
  },
  footer: {
    blurb: 'A Hosur family business helping buyers find villas, plots and houses since {since}.',
    social: 'Social media',
    socialLink: '{brand} on {network} (opens in a new tab)',
    quickLinks: 'Quick Links',
    services: 'Services',
    careers: 'Careers',
    privacy: 'Privacy Policy',
    login: 'Login',
    properties: 'Properties',
    stories: 'Client Stories',
    contact: 'Contact',
    rights: '© {year} {brand}. All rights reserved.',
  },
  notFound: {
    code: 'Error 404',
    heading: "We couldn't find that page",
    text: 'The address may be mistyped, or the property may have been sold and taken down. These might help:',
    home: 'Back to the home page',
  },
  /** Card facts in languages other than English (lib/listings/view.ts words English ones itself). */
  card: {
    bhk: '{n} BHK',
    bedrooms: '{n} bedrooms',
    bath: '{n} Bath',
    bathrooms: '{n} bathrooms',
    area: 'Area {area}',
    facing: '{facing} facing',
    viewDetails: 'View Details',
    contact: 'Contact',
    more: '+{n} more',
    /** Price per unit ('₹1,500/sq.ft') and how a screen reader says it. */
    perUnit: '{amount}/{unit}',
    perUnitSpoken: '{amount} per {unit}',
    units: { 'sq.ft': 'sq.ft', 'sq.m': 'sq.m', cents: 'cent', grounds: 'ground', acres: 'acre' },
    unitsSpoken: { 'sq.ft': 'square foot', 'sq.m': 'square metre', cents: 'cent', grounds: 'ground', acres: 'acre' },
  },
  /** The shortlist page (issue 14). */
  shortlist: {
    heading: 'My shortlist',
    intro: 'The properties you saved on this phone or computer. Nothing is sent to us until you choose to.',
    empty: 'Your shortlist is empty. Tap the heart on any property to keep it here.',
    browse: 'Browse properties',
    loading: 'Loading your shortlist…',
    noScript: 'Your shortlist is kept in this browser and needs JavaScript to show.',
    gone: 'A property you saved has been removed by the dealer.',
    goneMany: 'A property you saved has been removed by the dealer. ({n})',
    remove: 'Remove from shortlist',
    sold: 'This property has been sold.',
    sendWhatsApp: 'Send my shortlist on WhatsApp',
    /** The WhatsApp message to the dealer: {lines} holds one block per listing. */
    message: 'Hello, I am interested in these properties from my shortlist:\n\n{lines}',
  },
  money: {
    priceOnRequest: 'Price on request',
    notAvailable: 'N/A',
    areaNotSpecified: 'Area not specified',
  },
};

export type Dictionary = typeof en;
export default en;
