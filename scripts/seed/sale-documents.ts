// Issue 13's facts for the demo listings, by title: documents in the formats Tamil Nadu uses
// (DTCP layout permits 'LP/DTCP No. n/year', HNTDA's own numbers, the corporation's building
// permits, TN RERA 'TN/29/Layout/0178/2021'), a mix of approved, unapproved and unknown; some
// listings Featured, some Under Offer or Sold, and some whose price was cut (`reducedFrom`: the
// price they were first listed at, as the form would send it).

export interface DemoExtra {
  fields: Record<string, string>;
  reducedFrom?: string;
}

const docs = (
  approval: [string, string?, string?] | null,
  rera: { number: string } | { exempt: string } | null,
  patta: string | null,
  ec: [string, string, string] | null,
  checkedOn: string | null,
): Record<string, string> => ({
  ...(approval ? { approvalAuthority: approval[0], approvalNumber: approval[1] ?? '', approvalYear: approval[2] ?? '' } : {}),
  ...(rera && 'number' in rera ? { reraNumber: rera.number } : rera ? { reraExemption: rera.exempt } : {}),
  ...(patta ? { pattaType: patta } : {}),
  ...(ec ? { ecFrom: ec[0], ecTo: ec[1], ecStatus: ec[2] } : {}),
  ...(checkedOn ? { documentsCheckedOn: checkedOn } : {}),
});

export const demoExtras: Record<string, DemoExtra> = {
  // Villas
  '4 BHK Premium Villa in Gated Community': {
    fields: { featured: 'true', ...docs(['DTCP', 'LP/DTCP No. 112/2019', '2019'], { number: 'TN/29/Building/0087/2020' }, 'Individual patta', ['1996', '2025', 'Clear'], '2026-10-14') },
  },
  '3 BHK Independent Villa near Sipcot Phase 1': {
    fields: docs(['HNTDA', 'HNTDA/BP/0342/2023', '2023'], { number: 'TN/29/Building/0214/2024' }, 'Individual patta', ['2005', '2025', 'Clear'], '2026-09-02'),
    reducedFrom: '92 L',
  },
  '5 BHK Luxury Villa with Private Garden': {
    fields: { featured: 'true', ...docs(['DTCP', 'LP/DTCP No. 58/2015', '2015'], { exempt: 'Completed before RERA (2017)' }, 'Individual patta', ['1990', '2025', 'Clear'], '2026-11-03') },
  },
  '2 BHK Compact Villa in Mathigiri': {
    fields: { status: 'Sold', ...docs(['Local body', 'Hosur Corporation BP No. 1187/2022', '2022'], { exempt: 'Resale by the owner' }, 'Individual patta', ['2000', '2024', 'Clear'], '2026-07-19') },
  },
  'Weekend Holiday Villa near Kelavarapalli Dam': { fields: docs(['Not approved'], null, 'Joint patta', null, null) },
  '4 BHK Corner Villa near Hosur Bus Stand': {
    fields: { status: 'Under Offer', ...docs(['DTCP', 'LP/DTCP No. 77/2012', '2012'], { exempt: 'Eight units or fewer' }, 'Individual patta', ['1995', '2025', 'Has entries'], '2026-08-20') },
  },
  '1 BHK Starter Villa in Alasanatham': {
    fields: docs(['Local body', 'Alasanatham Panchayat No. 31/2021', '2021'], { exempt: 'Land of 500 sq.m or less' }, 'Sub-division pending', null, null),
  },
  'Hill-view Holiday Villa on Thally Road': { fields: docs(['Not approved'], null, 'Joint patta', ['2010', '2024', 'Clear'], '2026-05-30') },
  '4 BHK Villa in DTCP Layout, Rayakottai Road': {
    fields: docs(['DTCP', 'LP/DTCP No. 203/2022', '2022'], { number: 'TN/29/Layout/0311/2022' }, 'Individual patta', ['2002', '2025', 'Clear'], '2026-10-01'),
  },
  // Plots
  'DTCP Approved Residential Plot near Sipcot Phase 2': {
    fields: { featured: 'true', ...docs(['DTCP', 'LP/DTCP No. 145/2021', '2021'], { number: 'TN/29/Layout/0178/2021' }, 'Individual patta', ['1995', '2025', 'Clear'], '2026-10-28') },
  },
  'Corner Plot in Gated Layout, Bagalur Road': {
    fields: docs(['DTCP', 'LP/DTCP No. 96/2020', '2020'], { number: 'TN/29/Layout/0142/2020' }, 'Individual patta', ['1998', '2025', 'Clear'], '2026-09-15'),
    reducedFrom: '35,00,000',
  },
  'Lake Facing Villa Plot at Avalapalli': {
    fields: docs(['HNTDA', 'HNTDA/LP/0057/2022', '2022'], { exempt: 'Land of 500 sq.m or less' }, 'Individual patta', ['1996', '2025', 'Clear'], '2026-06-11'),
  },
  'Industrial Land near Sipcot Phase 1': { fields: docs(['Not approved'], null, 'Individual patta', ['2000', '2025', 'Has entries'], '2026-04-22') },
  'Agricultural Land with Coconut Grove, Kelamangalam Road': { fields: docs(['Not approved'], null, 'Joint patta', ['1987', '2025', 'Clear'], '2026-03-09') },
  'Commercial Plot on Krishnagiri Road (NH 44)': {
    fields: docs(['DTCP', 'LP/DTCP No. 31/2018', '2018'], { exempt: 'Land of 500 sq.m or less' }, 'Individual patta', ['1992', '2025', 'Clear'], '2026-02-17'),
  },
  'Budget Residential Plot in Bathalapalli': {
    fields: docs(['Local body', 'Bathalapalli Panchayat No. 12/2019', '2019'], null, 'Sub-division pending', null, null),
    reducedFrom: '27,00,000',
  },
  'East Facing Plot in Chinnaelasagiri': {
    fields: docs(['DTCP', 'LP/DTCP No. 64/2017', '2017'], { exempt: 'Land of 500 sq.m or less' }, 'Individual patta', ['1994', '2024', 'Clear'], '2026-01-25'),
  },
  'RERA Registered Plot on Rayakottai Road': {
    fields: docs(['DTCP', 'LP/DTCP No. 188/2022', '2022'], { number: 'TN/29/Layout/0266/2022' }, 'Individual patta', ['1999', '2025', 'Clear'], '2026-10-09'),
  },
  // Houses
  '2 BHK Independent House in Shanthi Nagar': {
    fields: { featured: 'true', ...docs(['Local body', 'Hosur Corporation BP No. 884/2016', '2016'], { exempt: 'Resale by the owner' }, 'Individual patta', ['2003', '2025', 'Clear'], '2026-11-10') },
  },
  '3 BHK Apartment on Denkanikottai Road': {
    fields: docs(['HNTDA', 'HNTDA/BP/0418/2022', '2022'], { number: 'TN/29/Building/0456/2023' }, 'Individual patta', ['2008', '2025', 'Clear'], '2026-08-05'),
    reducedFrom: '78 L',
  },
  '4 BHK Duplex Villa in Zuzuvadi': {
    fields: { status: 'Reserved', ...docs(['HNTDA', 'HNTDA/BP/0502/2024', '2024'], { exempt: 'Eight units or fewer' }, 'Individual patta', ['2006', '2025', 'Clear'], '2026-09-26') },
  },
  '2 BHK Old House on a Large Plot, Chinnaelasagiri': {
    fields: { status: 'Sold', ...docs(['Local body', 'Hosur Municipality BP No. 212/1998', '1998'], { exempt: 'Completed before RERA (2017)' }, 'Joint patta', ['1985', '2025', 'Clear'], '2026-06-30') },
  },
  '3 BHK Independent House in Alasanatham, Price Negotiable': { fields: docs(['Not approved'], null, 'Sub-division pending', null, null) },
};
