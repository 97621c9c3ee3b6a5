/**
 * The documents panel (issue 13): the facts a Tamil Nadu buyer checks before calling. Every kind
 * has these fields; each is optional, and a missing one reads 'not provided', never a guess.
 * Labels, options and help lines live here so that a Tamil file can mirror them key for key.
 */
import { date, type FieldDef, select, text, year } from './fields';
import type { Option } from './options';

const same = (...values: string[]): Option[] => values.map((value) => ({ value, label: value }));

/** Planning authorities that approve layouts and buildings around Hosur; 'Not approved' is stated, not guessed. */
export const APPROVED_BY = ['DTCP', 'CMDA', 'HNTDA', 'Local body'] as const;
export const NOT_APPROVED = 'Not approved';
export const APPROVAL_AUTHORITIES = same(...APPROVED_BY, NOT_APPROVED);

/** Why a project needs no RERA registration (TN RERA: small layouts and buildings, resales, older projects). */
export const RERA_EXEMPTIONS = same(
  'Land of 500 sq.m or less',
  'Eight units or fewer',
  'Completed before RERA (2017)',
  'Resale by the owner',
);
export const PATTA_TYPES = same('Individual patta', 'Joint patta', 'Sub-division pending');
export const EC_STATUSES = same('Clear', 'Has entries');

/** The earliest year an approval, an EC search or a document check may name. */
export const DOCUMENT_YEAR_MIN = 1950;
/** 'TN/29/Layout/0123/2023': state, district code, Building or Layout, serial, year. */
export const RERA_NUMBER = /^TN\/\d{1,2}\/(Building|Layout)\/\d{1,6}\/\d{4}$/i;

const section = 'documents' as const;

export const documentFields: FieldDef[] = [
  select('approvalAuthority', 'Approving authority', { options: APPROVAL_AUTHORITIES, section }),
  text('approvalNumber', 'Approval number', { section, placeholder: 'e.g. LP/DTCP No. 45/2021' }),
  year('approvalYear', 'Approval year', { section, min: DOCUMENT_YEAR_MIN }),
  text('reraNumber', 'RERA registration number', { section, placeholder: 'e.g. TN/29/Layout/0123/2023', pattern: RERA_NUMBER }),
  select('reraExemption', 'RERA exemption', { options: RERA_EXEMPTIONS, section, hint: 'Only when the project has no RERA number.' }),
  select('pattaType', 'Patta type', { options: PATTA_TYPES, section }),
  year('ecFrom', 'EC checked from', { section, min: DOCUMENT_YEAR_MIN }),
  year('ecTo', 'EC checked to', { section, min: DOCUMENT_YEAR_MIN }),
  select('ecStatus', 'Encumbrance', { options: EC_STATUSES, section }),
  date('documentsCheckedOn', 'Documents checked on', { section }),
];

export const DOCUMENT_FIELD_NAMES = documentFields.map((f) => f.name);

export interface DocumentValues {
  approvalAuthority?: string | null;
  approvalNumber?: string | null;
  approvalYear?: number | null;
  reraNumber?: string | null;
  reraExemption?: string | null;
  pattaType?: string | null;
  ecFrom?: number | null;
  ecTo?: number | null;
  ecStatus?: string | null;
  documentsCheckedOn?: string | null;
}

/** Rules across fields, as field name → message; the per-field rules are in fields.ts. */
export function documentErrors(v: DocumentValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.reraNumber && v.reraExemption) errors.reraExemption = 'RERA exemption must be empty when a RERA registration number is given';
  if (v.approvalAuthority === NOT_APPROVED && (v.approvalNumber || v.approvalYear)) {
    errors.approvalNumber = 'Approval number must be empty when the property is not approved';
  }
  if (v.ecFrom && v.ecTo && v.ecFrom > v.ecTo) errors.ecTo = `EC checked to must not be before ${v.ecFrom}`;
  if ((v.ecFrom && !v.ecTo) || (!v.ecFrom && v.ecTo)) errors[v.ecFrom ? 'ecTo' : 'ecFrom'] = 'EC period needs both years';
  return errors;
}

/** The panel's words: a heading, one line of plain help per item, and what a missing item reads. */
export const DOCUMENT_WORDS = {
  heading: 'Documents',
  intro: 'What we have checked for this property. Ask us for copies before you pay an advance.',
  notProvided: 'not provided',
  items: {
    approval: { label: 'Approval', help: 'The planning authority that approved the layout or building (DTCP, CMDA, HNTDA or the local body).' },
    rera: { label: 'RERA', help: "Tamil Nadu's real estate regulator registers projects; small ones are exempt." },
    patta: { label: 'Patta', help: 'The revenue record naming the owner of the land.' },
    ec: { label: 'Encumbrance certificate', help: "The registry's record of sales and loans on the land for the years searched." },
    checked: { label: 'Documents checked on', help: 'The day we last read the documents above.' },
  },
  /** An approval: the authority, then its number and year where given, joined by ' · '. */
  separator: ' · ',
  /** Why a project has no RERA number; {reason} is the option as shown, lower-cased in English. */
  exempt: 'Exempt: {reason}',
  /** The EC search's period. */
  years: '{from}–{to} ({n} years)',
};
