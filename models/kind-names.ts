/**
 * The kinds' ids and words, apart from their fields (kinds.ts), so that client components can name
 * and link the kinds without carrying the field definitions and their validation.
 */
export type KindId = 'villa' | 'plot' | 'home';
export type Slug = 'villas' | 'plots' | 'homes';

export interface KindName {
  id: KindId;
  /** Route and API segment: /villas, /api/villas. */
  slug: Slug;
  /** Word used in messages: 'Villa added successfully!', 'Home not found.' */
  noun: string;
  /** Word used in headings and buttons: 'Add House', 'Similar Homes'. */
  label: string;
  plural: string;
}

export const KIND_NAMES: Record<KindId, KindName> = {
  villa: { id: 'villa', slug: 'villas', noun: 'Villa', label: 'Villa', plural: 'Villas' },
  plot: { id: 'plot', slug: 'plots', noun: 'Plot', label: 'Plot', plural: 'Plots' },
  home: { id: 'home', slug: 'homes', noun: 'Home', label: 'House', plural: 'Houses' },
};

/** Villas, plots, houses: the order of the navigation and the home page. */
export const KIND_ORDER: KindName[] = [KIND_NAMES.villa, KIND_NAMES.plot, KIND_NAMES.home];
