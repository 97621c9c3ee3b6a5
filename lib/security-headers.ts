/**
 * Headers for every response. Pages are cached whole (ISR), so a per-request nonce is not
 * possible without making every page dynamic; scripts are limited to this origin plus Next's
 * inline bootstrap, and everything else is as strict as the site allows.
 */
export function securityHeaders(opts: { production: boolean; dev: boolean; tileUrl: string }) {
  const tileOrigin = (() => {
    try {
      return new URL(opts.tileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
    } catch {
      return '';
    }
  })();
  const csp = [
    "default-src 'self'",
    // `next dev` needs eval for fast refresh and a websocket for reloads; production never gets them.
    `script-src 'self' 'unsafe-inline'${opts.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileOrigin}`.trim(),
    "font-src 'self'",
    `connect-src 'self'${opts.dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    // Map tiles need the origin as referrer.
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    ...(opts.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
