/** Option lists of SPEC §3 and status values of §4, exactly as stored. */
export interface Option {
  value: string;
  label: string;
}

const same = (...values: string[]): Option[] => values.map((value) => ({ value, label: value }));

export const BEDROOMS: Option[] = ['1', '2', '3', '4', '5'].map((value) => ({
  value,
  label: value === '5' ? '5+ BHK' : `${value} BHK`,
}));
export const BATHROOMS: Option[] = ['1', '2', '3', '4'].map((value) => ({
  value,
  label: value === '4' ? '4+' : value,
}));
export const FURNISHING = same('Fully Furnished', 'Semi-Furnished', 'Unfurnished');
export const FACING_8 = same('East', 'West', 'North', 'South', 'North-East', 'North-West', 'South-East', 'South-West');
export const FACING_4 = same('East', 'West', 'North', 'South');
export const TRANSACTION_BUILT = same('Sale', 'Rent', 'Lease', 'PG');
export const TRANSACTION_PLOT = same('Resale', 'New', 'Rent');
export const OWNERSHIP_BUILT = same('Freehold', 'Leasehold', 'Co-operative Society', 'Power of Attorney');
export const OWNERSHIP_PLOT = same('FreeHold', 'Leasehold', 'Co-operative Society');
export const HOME_TYPES = same('Villa', 'Independent House', 'Apartment', 'Beach Villa', 'Hill Bungalow');
export const PLOT_LAND_USE = same('Residential', 'Commercial', 'Industrial', 'Agricultural');
export const PLOT_SHAPES = same('Regular', 'Corner', 'Lake Facing', 'Industrial');
export const HOME_FLOORS: Option[] = [
  ...same('Ground Floor', 'G+1', 'G+2', 'G+3', 'G+4', 'G+5'),
  // The old form labels this 'G+6' but stores 'G+5+'; stored values stay compatible.
  { value: 'G+5+', label: 'G+6' },
];
export const VILLA_FLOORS = same('G+1', 'G+2', 'G+3', 'G+4', 'G+5', 'G+6');
export const PLOT_FLOORS = same('Ground Floor', '1st Floor', '2nd Floor', '3rd Floor', '4th Floor', '5+ Floor');

/** Sale states every kind has on top of the spec's own lists (issue 13); 'Sold' is SOLD below. */
export const SOLD = 'Sold';
export const SALE_STATUS = same('Under Offer', 'Reserved', SOLD);
export const VILLA_STATUS = [...same('Ready to Move', 'Under Construction', 'Furnished', 'Holiday Home'), ...SALE_STATUS];
export const HOME_STATUS = [...same('Ready to Move', 'New Construction', 'Furnished', 'Holiday Home', 'Under Negotiation'), ...SALE_STATUS];
export const PLOT_STATUS = [...same('Available'), ...SALE_STATUS];
