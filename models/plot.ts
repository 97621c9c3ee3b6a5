import { area, description, type FieldDef, LAND_UNITS, list, price, select, text } from './fields';
import * as o from './options';

export const plotFields: FieldDef[] = [
  text('title', 'Title', { required: true, placeholder: 'e.g. DTCP approved plot near Sipcot Phase 2' }),
  text('location', 'Location', { required: true, placeholder: 'e.g. Bagalur Road, Hosur' }),
  price('price', 'Price (₹)', { required: true, placeholder: 'e.g. 18,00,000 or 18 L' }),
  area('area', 'Plot Area', { required: true, placeholder: 'e.g. 1,200 or 2.5', units: LAND_UNITS, alsoIn: ['grounds', 'acres'] }),
  select('type', 'Plot Type', { required: true, options: o.PLOT_LAND_USE, defaultValue: 'Residential' }),
  select('plotType', 'Plot Shape', { required: true, options: o.PLOT_SHAPES, defaultValue: 'Regular' }),
  select('status', 'Status', { required: true, options: o.PLOT_STATUS, defaultValue: 'Available' }),
  select('facing', 'Facing', { required: true, options: o.FACING_4, defaultValue: 'East' }),
  description('Description'),
  list('features', 'Key Features'),
  list('amenities', 'Amenities'),
  list('approvals', 'Approvals & Documentation'),
  select('floor', 'Floor', { options: o.PLOT_FLOORS, section: 'details' }),
  text('project', 'Project', { section: 'details' }),
  select('transactionType', 'Transaction Type', { options: o.TRANSACTION_PLOT, section: 'details' }),
  select('ownershipType', 'Ownership Type', { options: o.OWNERSHIP_PLOT, section: 'details' }),
  price('bookingAmount', 'Booking Amount (₹)', { section: 'details' }),
];
