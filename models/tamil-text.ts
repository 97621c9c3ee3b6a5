/**
 * A listing's own words in Tamil (issue 15): an optional title and description the dealer may add.
 * Tamil pages show them where given, and the English text, marked lang="en", where not. Every
 * kind has these fields; the admin area stays English, so the labels are English.
 */
import { type FieldDef, make } from './fields';

const section = 'tamil' as const;

export const tamilTextFields: FieldDef[] = [
  make('text', section)('titleTa', 'Title in Tamil', {
    script: 'tamil',
    placeholder: 'e.g. ஓசூரில் 3 BHK வில்லா',
    hint: 'Shown on the Tamil pages; left empty, they show the English title.',
  }),
  make('textarea', section)('descriptionTa', 'Description in Tamil', {
    script: 'tamil',
    hint: 'Shown on the Tamil pages; left empty, they show the English description.',
  }),
];

export interface TamilTextValues {
  titleTa?: string | null;
  descriptionTa?: string | null;
}
