import { renderCard } from '@/lib/share-card/render';
import { siteCardSvg } from '@/lib/share-card/site';

// Drawn once, at `next build`, from the dealer's details the build sees (NEXT_PUBLIC_DEALER_*),
// and served as a static file after that. Pages link it with a hash of the drawing in its query
// (lib/share-card/site.ts), so a changed card gets a new address.
export const dynamic = 'force-static';

export async function GET() {
  const jpeg = await renderCard(siteCardSvg(), null);
  return new Response(new Uint8Array(jpeg), {
    headers: { 'Content-Type': 'image/jpeg', 'Content-Length': String(jpeg.length), 'X-Content-Type-Options': 'nosniff' },
  });
}
