const config = { distDir: process.env.NEXT_DIST_DIR || '.next' };
export default config;
