// Server side of the lead log; the browser's half is send-lead.ts, imported on its own.
export { countsSince, leadCounts, topListings, type LeadRow } from './counts';
export { dailySeries, type DayCount } from './series';
export { recordLead, type RecordResult } from './record';
export { defaultDir, sortLeadRows, type SortDir } from './sort';
export { istDay, monthStart, periodDays, periodStart } from './periods';
export { rollUpLeads, scheduleLeadRollup, type RollupResult } from './rollup';
