import { area, BUILDING_UNITS, description, type FieldDef, LAND_UNITS, list, price, select, text, year } from './fields';
import * as o from './options';

export const YEAR_BUILT_MIN = 1990;

export const homeFields: FieldDef[] = [
  text('title', 'Title', { required: true, placeholder: 'e.g. 2 BHK independent house in Mathigiri' }),
  text('location', 'Location', { required: true, placeholder: 'e.g. Mathigiri, Hosur' }),
  price('price', 'Price (₹)', { required: true, placeholder: 'e.g. 65,00,000 or 65 L' }),
  area('area', 'Total Area', { required: true, placeholder: 'e.g. 1,500', units: LAND_UNITS, alsoIn: ['acres'] }),
  area('buildingarea', 'Building Area', { required: true, placeholder: 'e.g. 1,200', units: BUILDING_UNITS }),
  select('bedrooms', 'Bedrooms', { options: o.BEDROOMS, numeric: true }),
  select('bathrooms', 'Bathrooms', { options: o.BATHROOMS, numeric: true }),
  select('type', 'Property Type', { required: true, options: o.HOME_TYPES, defaultValue: 'Villa' }),
  select('status', 'Status', { required: true, options: o.HOME_STATUS, defaultValue: 'Ready to Move' }),
  select('furnishing', 'Furnishing', { required: true, options: o.FURNISHING, defaultValue: 'Semi-Furnished' }),
  select('facing', 'Facing Direction', { required: true, options: o.FACING_8, defaultValue: 'East' }),
  select('floorNumber', 'Floor Number', {
    required: true,
    options: o.HOME_FLOORS,
    defaultValue: 'Ground Floor',
    section: 'details',
  }),
  // The upper bound follows the calendar, not the old form's fixed 2024.
  year('yearBuilt', 'Year Built', { min: YEAR_BUILT_MIN }),
  description('Description'),
  list('features', 'Key Features'),
  list('amenities', 'Amenities'),
  list('approvals', 'Approvals & Documentation'),
  text('project', 'Project Name', { section: 'details' }),
  select('transactionType', 'Transaction Type', { options: o.TRANSACTION_BUILT, section: 'details' }),
  select('ownershipType', 'Ownership Type', { options: o.OWNERSHIP_BUILT, section: 'details' }),
  price('bookingAmount', 'Booking Amount (₹)', { section: 'details' }),
];
