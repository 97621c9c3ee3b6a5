// As the site's next.config.ts sets them where they change what a cached page costs to send:
// server.mjs compresses, and no ETag is hashed from each answer.
const config = { distDir: process.env.NEXT_DIST_DIR || '.next', compress: false, generateEtags: false, poweredByHeader: false };
export default config;
