import path from 'node:path';
import type { NextConfig } from 'next';
import { precompressBuildFiles } from './lib/build-files';
import { securityHeaders } from './lib/security-headers';

const production = process.env.NODE_ENV === 'production' && (process.env.SITE_URL ?? '').startsWith('https:');
const tileUrl = process.env.NEXT_PUBLIC_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

// Several instances share one page and data cache in Redis when REDIS_URL is set (read when the
// server starts, so one build serves either way). Next's in-process copy is then turned off: an
// entry kept there would outlive a revalidation made on another instance.
const sharedCache: Partial<NextConfig> = process.env.REDIS_URL
  ? { cacheHandler: path.join(process.cwd(), 'lib/cache-handler/redis.mjs'), cacheMaxMemorySize: 0 }
  : // About a thousand rendered pages (a list is 60 to 90 kB of HTML and 20 to 30 kB of payload).
    // Next's default, 50 MB, let a crawler's run through filter addresses push out pages that were
    // asked for again soon after, and rendered again.
    { cacheMaxMemorySize: 128 * 1024 * 1024 };

const nextConfig: NextConfig = {
  ...sharedCache,
  // Instances of one release must agree on it (client navigations and assets); deploy/README.md.
  deploymentId: process.env.DEPLOYMENT_ID || undefined,
  poweredByHeader: false,
  // server.mjs compresses (brotli where the client takes it; it says why).
  compress: false,
  // No ETag: Next hashes every cached page's whole body in JavaScript on every request to make one
  // (+13 % req/s on cached pages without it, measured). Public pages carry no browser max-age, so the
  // hash only ever saved a revisit's download, which nginx's cache in front makes cheap anyway.
  generateEtags: false,
  reactStrictMode: true,
  // The test suite builds into its own folder so that `npm test` never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Scripts and stylesheets compressed once, as hard as brotli and gzip go, for nginx to send as
  // they are (lib/build-files.ts).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await precompressBuildFiles(path.join(distDir, 'static'));
    },
  },
  // Unknown addresses get app/global-not-found.tsx, a page of its own, instead of a root not-found
  // boundary whose markup would ride along in every page's payload.
  experimental: {
    globalNotFound: true,
    // Pages rendered after the build (details, filtered lists, re-renders after a write) are kept
    // in the bounded in-memory cache (cacheMaxMemorySize, LRU) instead of files: every distinct
    // filter address is a page, and a crawler trying endless combinations must not fill the disk.
    isrFlushToDisk: false,
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders({ production, dev: process.env.NODE_ENV !== 'production', tileUrl }) },
      // The icon sprite is named by its content (`npm run icons`), so a browser may keep it for good.
      { source: '/icons-:hash.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

export default nextConfig;
