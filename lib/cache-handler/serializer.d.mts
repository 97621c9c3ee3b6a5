// Types of serializer.mjs (plain JavaScript: the page cache handler imports it unbundled).

/** A cache entry as the cache handler stores it: Next's value with its tags and time. */
export interface CacheEntry {
  lastModified: number;
  tags: string[];
  value: unknown;
}

export declare const cacheEntrySerializer: {
  serialize(entry: CacheEntry): string;
  /** The entry, or whatever else the JSON held (null for a missing one). */
  deserialize(stored: string): unknown;
};
