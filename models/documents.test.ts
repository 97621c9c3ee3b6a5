import { describe, expect, it } from 'vitest';
import { KINDS, validateListing } from './kinds';

const plot = (over: Record<string, unknown>) =>
  validateListing(KINDS.plot, { title: 'Plot', location: 'Hosur', price: '18 L', area: '5', areaUnit: 'cents', description: 'A plot.', ...over });
const errorsOf = (over: Record<string, unknown>) => {
  const r = plot(over);
  return r.ok ? {} : r.errors;
};
const nextYear = new Date().getFullYear() + 1;

describe('the documents fields (issue 13)', () => {
  it('every kind has them, all optional', () => {
    for (const kind of Object.values(KINDS)) {
      const names = kind.fields.filter((f) => f.section === 'documents').map((f) => f.name);
      expect(names).toEqual(['approvalAuthority', 'approvalNumber', 'approvalYear', 'reraNumber', 'reraExemption', 'pattaType', 'ecFrom', 'ecTo', 'ecStatus', 'documentsCheckedOn']);
    }
    expect(plot({}).ok).toBe(true);
  });

  it('takes a full, real set', () => {
    const r = plot({
      approvalAuthority: 'HNTDA', approvalNumber: 'HNTDA/LP/0057/2022', approvalYear: '2022', reraExemption: 'Land of 500 sq.m or less',
      pattaType: 'Joint patta', ecFrom: '1990', ecTo: '2025', ecStatus: 'Has entries', documentsCheckedOn: '2026-01-31',
    });
    expect(r.ok && r.values).toMatchObject({ approvalYear: 2022, ecFrom: 1990, documentsCheckedOn: '2026-01-31', reraNumber: null });
  });

  it('refuses bad input with a clear message', () => {
    expect(errorsOf({ approvalYear: String(nextYear) })).toEqual({ approvalYear: `Approval year must be a year from 1950 to ${nextYear - 1}` });
    expect(errorsOf({ approvalAuthority: 'BDA' }).approvalAuthority).toBe('Approving authority must be one of: DTCP, CMDA, HNTDA, Local body, Not approved');
    expect(errorsOf({ reraNumber: 'PRM/KA/RERA/1251' }).reraNumber).toBe('RERA registration number must look like TN/29/Layout/0123/2023');
    expect(errorsOf({ reraNumber: 'TN/29/Layout/0123/2023', reraExemption: 'Resale by the owner' }).reraExemption).toMatch(/must be empty/);
    expect(errorsOf({ approvalAuthority: 'Not approved', approvalNumber: '12/2020' }).approvalNumber).toMatch(/must be empty when the property is not approved/);
    expect(errorsOf({ ecFrom: '2020', ecTo: '2010' }).ecTo).toBe('EC checked to must not be before 2020');
    expect(errorsOf({ ecFrom: '2020' }).ecTo).toBe('EC period needs both years');
    expect(errorsOf({ documentsCheckedOn: '2026-02-30' }).documentsCheckedOn).toBe('Documents checked on must be a date like 2026-03-31');
    expect(errorsOf({ documentsCheckedOn: `${nextYear}-01-01` }).documentsCheckedOn).toMatch(/must be between 1950 and today/);
    expect(errorsOf({ featured: 'maybe' }).featured).toBe('Featured must be true or false');
    expect(errorsOf({ area: '-5' }).area).toMatch(/^Plot Area must be a size/);
    expect(errorsOf({ areaUnit: 'hectares' }).area).toBe('Plot Area unit must be one of: sq.ft, sq.m, cents, grounds, acres');
  });

  it('reads Featured from a checkbox, a form or JSON', () => {
    for (const [raw, want] of [['on', true], ['true', true], [true, true], ['', false], [false, false], ['0', false], [undefined, false]] as const) {
      const r = plot({ featured: raw });
      expect(r.ok && r.values.featured).toBe(want);
    }
  });
});
