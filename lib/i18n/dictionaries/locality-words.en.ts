/** A locality's page (lib/localities): English; locality-words.ta.ts key for key. */
export const localityWordsEn = {
  /** The page's <title> and its heading. */
  title: 'Property for sale in {place}, Hosur',
  heading: 'Properties in {place}',
  /** The meta description: {what} lists the kinds with their counts ('3 villas and 2 plots'). */
  description: '{what} for sale in {place}, Hosur, {range}. Photos, prices and the dealer’s number from {brand}.',
  range: 'from {min} to {max}',
  rangeOne: 'at {price}',
  noPrice: 'prices on request',
  and: 'and',
  intro: 'Villas, plots and houses now for sale in {place}, Hosur, with the asking prices in this locality.',
  glance: '{place} at a glance',
  listed: 'Listed now',
  priceRange: 'Price range',
  perSqft: 'Median price per sq.ft',
  perCent: 'Median price per cent',
  notEnough: 'Not enough prices yet',
  /** Says what the figures are, under them. */
  note: 'From the asking prices of the listings for sale now; sold properties are left out. Per sq.ft of the total area, as on each card. The median is the middle price (of an even number, the mean of the middle two).',
  /** A heading over each kind's cards: {what} is the kind's name in the menu ('Villas'). */
  kindHeading: '{what} for sale',
  map: 'On the map',
  mapLabel: 'Map of the properties for sale in {place}',
  /** Until the map loads, and without JavaScript. */
  mapFallback: 'The map shows where the properties below are ({n} with a pin). It needs JavaScript.',
};

export type LocalityWords = typeof localityWordsEn;
