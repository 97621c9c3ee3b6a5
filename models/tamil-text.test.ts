import { describe, expect, it } from 'vitest';
import { KINDS, validateListing } from './kinds';

const plot = { title: 'Plot', location: 'Hosur', price: '18 L', area: '5 cents', description: 'A plot.' };
const check = (over: Record<string, unknown>) => validateListing(KINDS.plot, { ...plot, ...over });

describe('the Tamil title and description', () => {
  it('are optional on every kind, and blank is none', () => {
    for (const kind of Object.values(KINDS)) expect(kind.fields.filter((f) => f.script === 'tamil').map((f) => f.name)).toEqual(['titleTa', 'descriptionTa']);
    const ok = check({ titleTa: '  ', descriptionTa: '' });
    expect(ok.ok && [ok.values.titleTa, ok.values.descriptionTa]).toEqual([null, null]);
  });

  it('keep Tamil text as typed, trimmed, with English words and digits inside', () => {
    const ok = check({ titleTa: ' சிப்காட் அருகே 5 சென்ட் DTCP மனை ', descriptionTa: 'கிழக்கு நோக்கிய மனை.\n\n30 அடி சாலை.' });
    expect(ok.ok && [ok.values.titleTa, ok.values.descriptionTa]).toEqual(['சிப்காட் அருகே 5 சென்ட் DTCP மனை', 'கிழக்கு நோக்கிய மனை.\n\n30 அடி சாலை.']);
  });

  it('refuse text with no Tamil letter, too long text and NUL, naming the field', () => {
    expect(check({ titleTa: 'East facing plot' })).toMatchObject({ ok: false, errors: { titleTa: 'Title in Tamil must be written in Tamil script' } });
    // Vowel signs or the virama alone are not Tamil words.
    expect(check({ descriptionTa: '\u0BCD\u0BBE 123' })).toMatchObject({ ok: false, errors: { descriptionTa: 'Description in Tamil must be written in Tamil script' } });
    expect(check({ titleTa: 'ம'.repeat(201) })).toMatchObject({ ok: false, errors: { titleTa: 'Title in Tamil must be at most 200 characters' } });
    expect(check({ descriptionTa: 'வ'.repeat(10_001) })).toMatchObject({ ok: false, errors: { descriptionTa: 'Description in Tamil must be at most 10000 characters' } });
    expect(check({ titleTa: 'மனை\u0000' })).toMatchObject({ ok: false, errors: { titleTa: 'Title in Tamil must not contain NUL characters' } });
    const refused = check({ titleTa: 'plot' });
    expect(!refused.ok && refused.message).toBe('Please correct: Title in Tamil.');
  });
});
