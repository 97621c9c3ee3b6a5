import { notFound } from 'next/navigation';
import { requireAdminPage } from '@/lib/auth/server-session';
import { getListing } from '@/lib/listings';
import { KINDS, type KindId } from '@/models/kinds';
import { ADMIN_KINDS } from './admin-kinds';
import { ListingForm } from './listing-form/listing-form';

/** The thin add and edit routes render one of these with a fixed kind. */
export async function AddListingPage({ kindId }: { kindId: KindId }) {
  await requireAdminPage(ADMIN_KINDS[kindId].addPath);
  return <ListingForm kindId={kindId} />;
}

export async function EditListingPage({ kindId, params }: { kindId: KindId; params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(ADMIN_KINDS[kindId].editPath(id));
  const listing = await getListing(KINDS[kindId], id);
  if (!listing) notFound();
  return <ListingForm key={`${listing._id}:${listing.version}`} kindId={kindId} initial={listing} />;
}

export const addTitle = (kindId: KindId) => ({ title: `Add ${KINDS[kindId].label}` });
export const editTitle = (kindId: KindId) => ({ title: `Edit ${KINDS[kindId].label}` });
