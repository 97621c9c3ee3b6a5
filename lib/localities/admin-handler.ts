import 'server-only';
import { readJson } from '@/lib/api/enquiry-handlers';
import { requireAdmin } from '@/lib/api/guard';
import { HttpError, ok } from '@/lib/api/respond';
import { revalidateLocality } from './cached';
import { decodeSegment } from './href';
import { localityNameSchema } from './name-schema';
import { isLocalitySlug } from './normalise';
import { setLocalityTamilName } from './queries';

export const LOCALITY_NOT_FOUND = 'No locality has this slug.';

/**
 * PATCH /api/localities/{slug} with {nameTa}: the dealer's Tamil name, or "" to clear it. The
 * session (and, with the cookie, the site's own Origin) first, then the body; the locality's pages
 * in both languages are rendered anew.
 */
export async function updateLocalityHandler(request: Request, segment: string): Promise<Response> {
  await requireAdmin(request);
  const parsed = localityNameSchema.safeParse(await readJson(request));
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0].message, { field: 'nameTa' });
  const slug = decodeSegment(segment);
  if (!isLocalitySlug(slug) || !(await setLocalityTamilName(slug, parsed.data.nameTa))) throw new HttpError(404, LOCALITY_NOT_FOUND);
  await revalidateLocality(slug);
  return ok({ data: { slug, nameTa: parsed.data.nameTa }, message: 'Tamil name saved.' });
}
