/**
 * The English words of the listing interface that client components show (cards, the list's
 * filters, share and shortlist buttons, a listing's page). A module of its own so that the admin
 * area (English only, client code) can hand them to the cards without the server dictionary; the
 * public pages are given their language's section by the server. ui-words.ta.ts mirrors it.
 */
import type { EmiWords } from '@/models/emi-words';

export const uiWordsEn = {
  card: {
    noPhoto: 'No photo yet',
    status: 'Status',
    price: 'Price: ',
    keyFacts: 'Key facts',
    features: 'Features',
    more: '+{n} more',
    viewDetails: 'View Details',
    contact: 'Contact',
    contactAbout: ' about {title} on WhatsApp (opens in a new tab)',
    /** The WhatsApp enquiry (lib/listings/enquiry.ts); the page's address goes between the lines. */
    enquiry: 'Hello, I\'m interested in "{title}" at {location} ({price}).',
    enquiryMore: 'Please share more details.',
    priceOnRequest: 'Price on request',
  },
  /** Photo alt text (lib/images.ts photoAlt) and the gallery's controls. */
  photo: {
    alt: '{title} in {location}',
    altNoPlace: '{title}',
    altN: 'Photo {n} of {title} in {location}',
    altNNoPlace: 'Photo {n} of {title}',
    none: 'No photos yet',
    counter: 'Photo ',
    region: 'Photos of {title}',
    open: 'Open photo {n} of {total} full screen',
    previous: 'Previous photo',
    next: 'Next photo',
    fullScreen: 'View full screen',
    thumbnails: 'Thumbnails',
    show: 'Show photo {n} of {total}',
    viewer: 'Photo viewer: {title}',
    close: 'Close viewer',
    zoomIn: 'Zoom in (2x)',
    zoomOut: 'Zoom out (1x)',
    hintIn: 'Click the photo to zoom to 2x',
    hintOut: 'Zoomed 2x: click to zoom out',
  },
  sale: {
    featured: 'Featured',
    reduced: 'Price reduced',
    was: 'was',
    soldOn: 'Sold on {day}',
    soldNote: 'This property has been sold. Similar properties that are still available are below.',
    reducedOn: 'Price reduced on {day}',
  },
  shortlist: {
    save: 'Shortlist',
    saveName: 'Shortlist {title}',
  },
  share: {
    share: 'Share',
    shareName: 'Share {title}',
    sheet: 'Share…',
    whatsapp: 'WhatsApp',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy the link',
  },
  list: {
    filter: 'Filter {plural}',
    search: 'Search {plural}',
    placeholder: 'Title, area or landmark',
    sortBy: 'Sort by',
    submit: 'Search',
    searching: 'Searching…',
    moreFilters: 'More filters',
    any: 'Any',
    minPrice: 'Min price (₹)',
    maxPrice: 'Max price (₹)',
    minArea: 'Min area',
    maxArea: 'Max area',
    areaUnit: 'Area unit',
    noMin: 'No min',
    noMax: 'No max',
    approved: 'Approved layouts only',
    rera: 'RERA registered only',
    featured: 'Featured only',
    sorts: {
      newest: 'Newest first',
      'price-asc': 'Price: low to high',
      'price-desc': 'Price: high to low',
      'area-desc': 'Largest first',
    },
    units: { 'sq.ft': 'sq.ft', 'sq.m': 'sq.m', cents: 'cents', grounds: 'grounds', acres: 'acres' },
    /** A kind's name in the count line and the search label, lower case. */
    kinds: {
      villa: { one: 'villa', many: 'villas' },
      plot: { one: 'plot', many: 'plots' },
      home: { one: 'house', many: 'houses' },
    },
    listed: '{count} {what} listed',
    found: '{count} {what} found',
    pageOf: ' · page {page} of {total}',
    noMatches: 'No {plural} match these filters.',
  },
  listMap: {
    views: 'Show as',
    list: 'List',
    map: 'Map',
    /** The map's name for a screen reader: it only pictures the list, which has every listing. */
    mapLabel: 'Map of these {plural}: a picture of the list, where every listing is',
    loading: 'Loading map…',
    noLocationOne: '1 listing has no location yet',
    noLocationMany: '{count} listings have no location yet',
    capped: 'The map shows the first {shown} of {count}.',
    cluster: '{count} listings here: zoom in',
    viewListing: 'View details',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page ',
  },
  detail: {
    back: 'Back',
    price: 'Price: ',
    enquiryIntro: 'Talk to us today for a site visit, documents and the best price.',
    callNow: 'Call Now',
    whatsappEnquiry: 'WhatsApp Enquiry',
    newTab: ' (opens in a new tab)',
    sendEnquiry: 'Send Inquiry',
    writeAbout: 'Or write to us about it',
    mailSubject: 'Inquiry about {title}',
    mailBody: 'Hello,\n\nI\'m interested in "{title}" at {location} ({price}).\n{url}\n\nPlease contact me with more details.',
  },
};

export type UiWords = typeof uiWordsEn;
/** What a listing's page shows (client parts). */
export type DetailWords = Pick<UiWords, 'sale' | 'shortlist' | 'share' | 'detail' | 'card' | 'photo'> & { emi: EmiWords };

/** What a listing card shows: handed to every card of a page as one object. */
export type CardWords = Pick<UiWords, 'card' | 'shortlist' | 'share'> & { sale: Pick<UiWords['sale'], 'was'>; photo: Pick<UiWords['photo'], 'alt' | 'altNoPlace'> };
export const cardWords = (w: UiWords): CardWords => ({ card: w.card, sale: { was: w.sale.was }, shortlist: w.shortlist, share: w.share, photo: { alt: w.photo.alt, altNoPlace: w.photo.altNoPlace } });
