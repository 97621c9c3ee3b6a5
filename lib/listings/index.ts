export { createListing, deleteListing, updateListing, type WriteResult } from './mutations';
export {
  countListings,
  getListing,
  listingStamps,
  listListings,
  recentEvents,
  referencedImages,
  relatedListings,
  type ListingPage,
  type ListingStamp,
} from './queries';
export type { ListingImages } from './rows';
