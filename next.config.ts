import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The test suite builds into its own folder so that `npm test` never replaces the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
