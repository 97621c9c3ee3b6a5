import { readiness } from '@/lib/health';

export const dynamic = 'force-dynamic';

/**
 * Readiness: 200 {status:'ok', database:'ok', migrations:'current', uploads:'writable', …} when this
 * server can take traffic; 503 with the failing part named otherwise, and while it shuts down.
 */
export async function GET() {
  const body = await readiness();
  return Response.json(body, { status: body.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
