export default { distDir: process.env.NEXT_DIST_DIR || '.next' };
