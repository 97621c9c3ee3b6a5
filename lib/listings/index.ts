export { createListing, deleteListing, updateListing, type WriteResult } from './mutations';
export { countListings, getListing, listListings, recentEvents, referencedImages, relatedListings, type ListingPage } from './queries';
export type { ListingImages } from './rows';
