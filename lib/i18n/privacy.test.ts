import { describe, expect, it } from 'vitest';
import { PRIVACY_UPDATED } from '@/components/site/privacy-sections';
import { PRIVACY_UPDATED_TA } from '@/components/site/privacy-sections.ta';
import { formatDay } from '@/lib/format';

// The two languages of the privacy policy are separate modules (neither page ships the other's words),
// so its date is written in each: this keeps them the same day, in the Tamil form the site's dates use.
describe('the privacy policy in Tamil', () => {
  it('was last updated on the same day as the English one', () => {
    const day = new Date(`${PRIVACY_UPDATED} 12:00 UTC`);
    expect(Number.isNaN(day.getTime())).toBe(false);
    expect(formatDay(day.toISOString(), 'ta')).toBe(PRIVACY_UPDATED_TA);
  });
});
