import { type KindDef, type ListingValues, validateListing } from '@/models/kinds';

/** Raw form fields as a kind's validated values; a test's own fixture that fails validation throws. */
export function validValues(kind: KindDef, fields: Record<string, unknown>): ListingValues {
  const checked = validateListing(kind, fields);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.values;
}
