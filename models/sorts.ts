// Sort options and page sizes, apart from the zod schemas in query.ts so that client code can
// read them without carrying zod.
export const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  { value: 'area-desc', label: 'Largest first' },
] as const;
export type Sort = (typeof SORTS)[number]['value'];

// Twelve cards a page: four rows of three on a wide screen, and a page a cheap phone loads quickly.
export const DEFAULT_LIMIT = 12;
export const MAX_LIMIT = 100;
