import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security-headers';

const production = process.env.NODE_ENV === 'production' && (process.env.SITE_URL ?? '').startsWith('https:');
const tileUrl = process.env.NEXT_PUBLIC_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The test suite builds into its own folder so that `npm test` never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ production, dev: process.env.NODE_ENV !== 'production', tileUrl }) }];
  },
};

export default nextConfig;
