import { area, BUILDING_UNITS, description, type FieldDef, LAND_UNITS, list, price, select, text } from './fields';
import * as o from './options';

export const villaFields: FieldDef[] = [
  text('title', 'Title', { required: true, placeholder: 'e.g. 3 BHK villa in Bagalur Road' }),
  text('location', 'Location', { required: true, placeholder: 'e.g. Bagalur Road, Hosur' }),
  price('price', 'Price (₹)', { required: true, placeholder: 'e.g. 85,00,000 or 85 L' }),
  area('area', 'Total Area', { required: true, placeholder: 'e.g. 2,400', units: LAND_UNITS, alsoIn: ['acres'] }),
  area('buildingarea', 'Building Area', { required: true, placeholder: 'e.g. 1,850', units: BUILDING_UNITS }),
  select('bedrooms', 'Bedrooms', { required: true, options: o.BEDROOMS, numeric: true }),
  select('bathrooms', 'Bathrooms', { options: o.BATHROOMS, numeric: true }),
  select('status', 'Status', { required: true, options: o.VILLA_STATUS, defaultValue: 'Ready to Move' }),
  select('furnished', 'Furnishing', { required: true, options: o.FURNISHING, defaultValue: 'Semi-Furnished' }),
  select('facing', 'Facing', { required: true, options: o.FACING_8, defaultValue: 'East' }),
  description('Description'),
  list('features', 'Key Features'),
  list('amenities', 'Amenities'),
  select('floor', 'Floors', { options: o.VILLA_FLOORS, section: 'details' }),
  text('project', 'Project', { section: 'details' }),
  select('transactionType', 'Transaction Type', { options: o.TRANSACTION_BUILT, section: 'details' }),
  select('ownershipType', 'Ownership Type', { options: o.OWNERSHIP_BUILT, section: 'details' }),
  price('bookingAmount', 'Booking Amount (₹)', { section: 'details' }),
];
