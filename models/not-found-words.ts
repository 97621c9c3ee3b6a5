import type { KindId } from './kind-names';

/**
 * A listing page's not-found text per kind. Its own module: the not-found view is a client
 * component that reads the kind from the address, so the texts travel in its code once rather
 * than in the React payload of every listing page.
 */
export const DETAIL_NOT_FOUND: Record<KindId, { title: string; text: string; back: string }> = {
  villa: { title: 'Villa Not Found', text: "The villa you're looking for doesn't exist.", back: 'Back to Villas' },
  plot: { title: 'Plot Not Found', text: "The plot you're looking for doesn't exist.", back: 'Back to Plots' },
  home: { title: 'Home Not Found', text: 'Home not found.', back: 'Back to Homes' },
};
