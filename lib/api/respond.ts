import 'server-only';

// API answers are per-request data: never stored by shared caches.
const NO_STORE = { 'Cache-Control': 'no-store' };

export function ok(body: Record<string, unknown>, status = 200, headers: HeadersInit = {}) {
  return Response.json({ success: true, ...body }, { status, headers: { ...NO_STORE, ...headers } });
}

/** 204: done, nothing to say (a beacon's answer). */
export const noContent = () => new Response(null, { status: 204, headers: NO_STORE });

export function fail(status: number, message: string, extra: Record<string, unknown> = {}, headers: HeadersInit = {}) {
  return Response.json({ success: false, message, ...extra }, { status, headers: { ...NO_STORE, ...headers } });
}

/** An error with an HTTP status and a message meant for the person who sent the request. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
