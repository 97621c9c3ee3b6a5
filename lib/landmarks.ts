/**
 * The places a Hosur buyer measures a home against, with their names in both languages. The
 * listing page shows the straight-line distance from the listing's pin to each, in this order.
 *
 * The defaults are APPROXIMATE demo values (read off a map to about 0.005°, a few hundred metres),
 * good enough for a first impression; the dealer corrects or replaces them, without a code change,
 * with NEXT_PUBLIC_LANDMARKS: a JSON array of
 *   { "id": "bus-stand", "en": "Hosur bus stand", "ta": "ஓசூர் பேருந்து நிலையம்", "lat": 12.7355, "lng": 77.8296 }
 * (1 to 12 places, ids unique). Read at build time, like the rest of lib/site-config.ts. A value
 * that does not parse is reported on the build's log and the defaults are used.
 */
import 'server-only';
import { z } from 'zod';

export const landmarkSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'an id of lower-case letters, digits and hyphens'),
  en: z.string().trim().min(1).max(80),
  ta: z.string().trim().min(1).max(80),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

export type Landmark = z.infer<typeof landmarkSchema>;

export const landmarksSchema = z
  .array(landmarkSchema)
  .min(1)
  .max(12)
  .refine((list) => new Set(list.map((l) => l.id)).size === list.length, 'every id once');

export const DEFAULT_LANDMARKS: Landmark[] = [
  { id: 'sipcot-1', en: 'SIPCOT Phase I', ta: 'சிப்காட் முதல் கட்டம்', lat: 12.728, lng: 77.797 },
  { id: 'sipcot-2', en: 'SIPCOT Phase II', ta: 'சிப்காட் இரண்டாம் கட்டம்', lat: 12.756, lng: 77.862 },
  { id: 'bus-stand', en: 'Hosur bus stand', ta: 'ஓசூர் பேருந்து நிலையம்', lat: 12.7355, lng: 77.8296 },
  { id: 'railway-station', en: 'Hosur railway station', ta: 'ஓசூர் ரயில் நிலையம்', lat: 12.7463, lng: 77.82 },
  { id: 'electronic-city', en: 'Electronic City', ta: 'எலக்ட்ரானிக் சிட்டி', lat: 12.8452, lng: 77.6602 },
  { id: 'airport', en: 'Kempegowda International Airport', ta: 'கெம்பேகவுடா சர்வதேச விமான நிலையம்', lat: 13.199, lng: 77.707 },
];

/** The landmarks from a NEXT_PUBLIC_LANDMARKS value, or the defaults with the reason it was refused. */
export function parseLandmarks(raw: string | undefined): { landmarks: Landmark[]; error?: string } {
  if (!raw || !raw.trim()) return { landmarks: DEFAULT_LANDMARKS };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { landmarks: DEFAULT_LANDMARKS, error: 'NEXT_PUBLIC_LANDMARKS is not JSON; using the default landmarks.' };
  }
  const parsed = landmarksSchema.safeParse(json);
  if (parsed.success) return { landmarks: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue.path.length ? ` at ${issue.path.join('.')}` : '';
  return { landmarks: DEFAULT_LANDMARKS, error: `NEXT_PUBLIC_LANDMARKS${where}: ${issue.message}; using the default landmarks.` };
}

const configured = parseLandmarks(process.env.NEXT_PUBLIC_LANDMARKS);
if (configured.error) console.warn(configured.error);

export const LANDMARKS: readonly Landmark[] = configured.landmarks;
