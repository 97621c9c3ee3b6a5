import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countListings, listListings } from '@/lib/listings';
import { checkUploads } from '@/lib/uploads/check';
import { toDiskPath } from '@/lib/uploads/paths';
import { KIND_IDS, KINDS } from '@/models/kinds';
import { listQuerySchema } from '@/models/query';
import { seedDemo } from '@/scripts/lib/seed-demo';
import { UNPINNED_DEMO } from '@/scripts/seed/pins';

describe(`demo data on ${process.env.TEST_ENGINE}`, () => {
  it('fills an empty database with at least 8 listings of each kind, with photos and share cards on disk', async () => {
    const made = await seedDemo(() => {});
    expect(made).toBeGreaterThanOrEqual(24);
    for (const id of KIND_IDS) {
      const kind = KINDS[id];
      expect(await countListings(kind)).toBeGreaterThanOrEqual(8);
      const page = await listListings(kind, listQuerySchema.parse({ limit: '100' }));
      const prices = page.items.map((l) => l.price!).filter(Boolean);
      expect(Math.min(...prices)).toBeLessThan(10_000_000); // lakhs
      expect(Math.max(...prices)).toBeGreaterThanOrEqual(10_000_000); // crores
      expect(new Set(page.items.map((l) => l.status)).size).toBeGreaterThan(1);
      for (const listing of page.items) {
        expect(listing.features.length).toBeGreaterThan(0);
        for (const image of [listing.mainImage, ...listing.additionalImages, listing.shareCard!]) {
          expect(fs.existsSync(toDiskPath(image)!)).toBe(true);
        }
      }
    }
    // The reduced ones were listed at the old price first: that card went when the price was cut.
    expect(await checkUploads()).toMatchObject({ orphans: [], missing: [] });
  }, 120_000);

  it("shows issue 13's facts: approved and unapproved, RERA numbers and exemptions, some featured, sold and reduced", async () => {
    const all = (await Promise.all(KIND_IDS.map((id) => listListings(KINDS[id], { ...listQuerySchema.parse({ limit: '100' }), allSold: true })))).flatMap(
      (p) => p.items,
    );
    const count = (test: (l: (typeof all)[number]) => boolean) => all.filter(test).length;
    expect(count((l) => ['DTCP', 'HNTDA', 'Local body'].includes(l.approvalAuthority ?? ''))).toBeGreaterThanOrEqual(8);
    expect(count((l) => l.approvalAuthority === 'Not approved')).toBeGreaterThanOrEqual(3);
    expect(count((l) => !l.approvalAuthority)).toBeGreaterThanOrEqual(3);
    expect(count((l) => /^TN\/29\/(Layout|Building)\/\d{4}\/20\d\d$/.test(l.reraNumber ?? ''))).toBeGreaterThanOrEqual(4);
    expect(count((l) => Boolean(l.reraExemption))).toBeGreaterThanOrEqual(4);
    expect(count((l) => l.featured)).toBeGreaterThanOrEqual(3);
    expect(count((l) => l.status === 'Sold')).toBeGreaterThanOrEqual(3);
    expect(count((l) => l.status === 'Under Offer')).toBeGreaterThanOrEqual(1);
    const reduced = all.filter((l) => l.priceBefore !== null);
    expect(reduced.length).toBeGreaterThanOrEqual(3);
    for (const l of reduced) expect(l.priceBefore!).toBeGreaterThan(l.price!);
  });

  it('stores a map pin on all but the demo listings left without one on purpose', async () => {
    const all = (await Promise.all(KIND_IDS.map((id) => listListings(KINDS[id], { ...listQuerySchema.parse({ limit: '100' }), allSold: true })))).flatMap(
      (p) => p.items,
    );
    expect(all.filter((l) => l.lat === null && l.lng === null).map((l) => l.title).sort()).toEqual([...UNPINNED_DEMO].sort());
    expect(all.filter((l) => l.lat !== null && l.lng !== null).length).toBe(all.length - UNPINNED_DEMO.size);
  });

  it('leaves a database that already has listings alone', async () => {
    const before = await countListings(KINDS.villa);
    expect(await seedDemo(() => {})).toBe(0);
    expect(await countListings(KINDS.villa)).toBe(before);
  });
});
