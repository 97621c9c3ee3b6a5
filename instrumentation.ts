// Runs once when the server starts: the schema is migrated and a first administrator exists
// even when `next start` is run without `npm start`.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { db } = await import('@/lib/db');
  const { ensureAdmin } = await import('@/lib/bootstrap');
  await db();
  await ensureAdmin();
}
