// Server side of call-back and site-visit requests. The form's half (the schema and the words'
// types) is schema.ts, options.ts and phone.ts, imported on their own: they carry no server code.
export { CONSENT_VERSION, consentText } from './consent';
export { enquiriesCsv } from './csv';
export { parseEnquiry, parseEnquiryForm } from './parse';
export { countNew, createEnquiry, eraseByPhone, eraseEnquiry, getEnquiry, listEnquiries, updateEnquiry, type Enquiry, type EnquiryFilters, type UpdateResult } from './store';
export { eraseExpiredEnquiries, scheduleEnquiryRetention } from './retention';
export { submitEnquiry, type SubmitResult } from './submit';
export { startEnquiryOutbox } from './start';
export { enquirySettings } from './settings';
export { enquiryListings, type EnquiryListing } from './listings';
