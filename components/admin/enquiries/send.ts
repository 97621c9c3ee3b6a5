import { T } from './texts';

export type Sent<D> = { ok: true; body: D & { message?: string } } | { ok: false; message: string };

/** An admin write to the enquiries API, same origin with the session cookie; the server's message on failure. */
export async function send<D = object>(url: string, method: 'PATCH' | 'DELETE' | 'POST', json?: unknown): Promise<Sent<D>> {
  try {
    const response = await fetch(url, {
      method,
      headers: json === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const body = (await response.json().catch(() => null)) as (D & { message?: string }) | null;
    if (!response.ok || !body) return { ok: false, message: body?.message || `HTTP ${response.status}` };
    return { ok: true, body };
  } catch {
    return { ok: false, message: T.network };
  }
}
