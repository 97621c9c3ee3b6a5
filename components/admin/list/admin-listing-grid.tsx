'use client';

import { useState } from 'react';
import { ListingCard } from '@/components/listings/listing-card';
import { cardWords, uiWordsEn } from '@/lib/i18n/dictionaries/ui-words.en';
import { cardView } from '@/lib/listings/card-view';
import type { Chip } from '@/lib/listings/view';
import { DEFAULT_CHIP_TONE } from '@/models/display';

// The admin area is English: its cards take the English words directly.
const CARD_WORDS = cardWords(uiWordsEn);
/** Tells the dealer which listings the Tamil pages still show in English. */
const NO_TAMIL: Chip = { text: 'No Tamil title', tone: DEFAULT_CHIP_TONE };

function adminCard(kind: KindDef, listing: Listing) {
  const card = cardView(kind, listing);
  return listing.titleTa ? card : { ...card, chips: [...card.chips, NO_TAMIL] };
}
import { ConfirmDialog } from '@/components/ui/dialog';
import { ADMIN_KINDS, lowerNoun } from '@/components/admin/admin-kinds';
import { type KindDef, KINDS, type KindId } from '@/models/kinds';
import type { Listing } from '@/models/listing';
import { CardActions } from './card-actions';
import { useDeleteListing } from './use-delete-listing';

interface Props {
  kindId: KindId;
  listings: Listing[];
  total: number;
  /** The 'Showing n villa(s) total' line; search results leave it out. */
  showTotal?: boolean;
  /** The cards' title level: h2 under the page's h1, h3 under a search result group's h2. */
  headingLevel?: 'h2' | 'h3';
}

/** Admin-mode cards with edit and delete; a deleted card leaves at once, then the page refreshes. */
export function AdminListingGrid({ kindId, listings, total, showTotal = true, headingLevel = 'h2' }: Props) {
  const kind = KINDS[kindId];
  const admin = ADMIN_KINDS[kindId];
  const [removed, setRemoved] = useState<Set<string>>(() => new Set());
  const [pending, setPending] = useState<Listing | null>(null);
  const { busy, remove } = useDeleteListing(kind);
  const shown = listings.filter((l) => !removed.has(l._id));
  const noun = lowerNoun(kind.noun);

  async function confirm() {
    if (!pending) return;
    const gone = await remove(pending._id);
    if (gone) setRemoved((set) => new Set(set).add(pending._id));
    setPending(null);
  }

  return (
    <>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 bg-white p-8 text-center text-neutral-700">{admin.list.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((listing) => (
            <li key={listing._id}>
              <ListingCard
                card={adminCard(kind, listing)}
                words={CARD_WORDS}
                mode="admin"
                headingLevel={headingLevel}
                actions={<CardActions title={listing.title} editHref={admin.editPath(listing._id)} onDelete={() => setPending(listing)} />}
              />
            </li>
          ))}
        </ul>
      )}
      {showTotal && (
        <p className="mt-4 text-sm text-neutral-700">
          Showing {Math.max(total - removed.size, 0)} {noun}(s) total
        </p>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={`Delete ${noun}`}
        message={`Are you sure you want to delete this ${noun}?`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
