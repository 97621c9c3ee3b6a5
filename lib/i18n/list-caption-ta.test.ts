import { describe, expect, it } from 'vitest';
import { KINDS } from '@/models/kinds';
import { canonicalParams, listCaption } from '@/models/list-url';
import ta from './dictionaries/ta';
import { ENGLISH_TEXT, makeListingText } from './listing-text';

// Worked examples of Tamil list captions: the place first, then price, area and search, then the
// adjectives before the kind; type and status after it as 'label: value'.
const { villa, plot, home } = KINDS;
const words = makeListingText('ta', ta).caption;
const caption = (kind: typeof villa, q: string, withPage?: boolean) =>
  listCaption(kind, canonicalParams(kind, new URLSearchParams(q)), withPage, words);

describe('listCaption in Tamil', () => {
  it('says what the list shows, as in the issue', () => {
    expect(caption(villa, 'bedrooms=3&maxPrice=10000000&facing=East&page=2')).toBe('ஓசூரில் ₹1 கோடிக்குக் குறைவான 3 BHK கிழக்கு நோக்கிய வில்லாக்கள் — பக்கம் 2');
  });

  it.each([
    [villa, '', 'ஓசூரில் வில்லாக்கள்'],
    [home, '', 'ஓசூரில் வீடுகள்'],
    [villa, 'featured=1', 'ஓசூரில் சிறப்புத் தேர்வு வில்லாக்கள்'],
    [plot, 'approved=1', 'ஓசூரில் அங்கீகரிக்கப்பட்ட மனைகள்'],
    [plot, 'rera=1', 'ஓசூரில் RERA பதிவு பெற்ற மனைகள்'],
    [villa, 'bedrooms=5', 'ஓசூரில் 5+ BHK வில்லாக்கள்'],
    [villa, 'facing=North-East', 'ஓசூரில் வடகிழக்கு நோக்கிய வில்லாக்கள்'],
    [plot, 'type=Commercial', 'ஓசூரில் மனைகள், வகை: வணிகம்'],
    [home, 'status=Ready+to+Move', 'ஓசூரில் வீடுகள், நிலை: உடனே குடியேறலாம்'],
    [villa, 'minPrice=5000000', 'ஓசூரில் குறைந்தது ₹50 லட்சம் விலையுள்ள வில்லாக்கள்'],
    [villa, 'maxPrice=8500000', 'ஓசூரில் ₹85 லட்சத்துக்குக் குறைவான வில்லாக்கள்'],
    [villa, 'maxPrice=99999', 'ஓசூரில் ₹99,999-க்குக் குறைவான வில்லாக்கள்'],
    [plot, 'minArea=1&areaUnit=acres', 'ஓசூரில் குறைந்தது 1 ஏக்கர் பரப்புள்ள மனைகள்'],
    [plot, 'maxArea=2400', 'ஓசூரில் அதிகபட்சம் 2,400 ச.அடி பரப்புள்ள மனைகள்'],
    [villa, 'q=lake', 'ஓசூரில் “lake” தேடலுக்குப் பொருந்தும் வில்லாக்கள்'],
    [villa, 'sort=price-asc', 'ஓசூரில் வில்லாக்கள் (விலை: குறைவிலிருந்து அதிகம்)'],
    [villa, 'sort=area-desc', 'ஓசூரில் வில்லாக்கள் (பெரியவை முதலில்)'],
    [villa, 'page=2', 'ஓசூரில் வில்லாக்கள் — பக்கம் 2'],
  ])('%s %s: %s', (kind, q, expected) => {
    expect(caption(kind, q)).toBe(expected);
  });

  it('gives a price range from its minimum to its maximum, the reversed one too', () => {
    expect(caption(villa, 'minPrice=5000000&maxPrice=12500000')).toBe('ஓசூரில் ₹50 லட்சம் முதல் ₹1.25 கோடி வரை விலையுள்ள வில்லாக்கள்');
    expect(caption(villa, 'minPrice=12500000&maxPrice=9000000')).toBe('ஓசூரில் ₹90 லட்சம் முதல் ₹1.25 கோடி வரை விலையுள்ள வில்லாக்கள்');
  });

  it('calls 99,99,999 one crore, never 100 லட்சம்', () => {
    expect(caption(villa, 'maxPrice=9999999')).toBe('ஓசூரில் ₹1 கோடிக்குக் குறைவான வில்லாக்கள்');
    expect(caption(villa, 'minPrice=9999999')).toBe('ஓசூரில் குறைந்தது ₹1 கோடி விலையுள்ள வில்லாக்கள்');
  });

  it('gives an area range in its unit', () => {
    expect(caption(plot, 'minArea=5&maxArea=10&areaUnit=cents')).toBe('ஓசூரில் 5 முதல் 10 சென்ட் பரப்புள்ள மனைகள்');
    expect(caption(plot, 'minArea=2.5&areaUnit=grounds')).toBe('ஓசூரில் குறைந்தது 2.5 கிரவுண்ட் பரப்புள்ள மனைகள்');
  });

  it('quotes the search text as typed, markup and quotes kept as text', () => {
    expect(caption(villa, `q=${encodeURIComponent('<b>lake</b> "view" & ஏரி')}`)).toBe('ஓசூரில் “<b>lake</b> "view" & ஏரி” தேடலுக்குப் பொருந்தும் வில்லாக்கள்');
    // Braces in the text are not placeholders.
    expect(caption(villa, 'q={page}')).toBe('ஓசூரில் “{page}” தேடலுக்குப் பொருந்தும் வில்லாக்கள்');
  });

  it('puts every filter in its place at once', () => {
    const all = 'q=lake&type=Residential&status=Available&facing=North&minPrice=1500000&maxPrice=3000000&minArea=3&areaUnit=cents&approved=1&rera=1&featured=1&sort=area-desc&page=3';
    expect(caption(plot, all)).toBe(
      'ஓசூரில் ₹15 லட்சம் முதல் ₹30 லட்சம் வரை விலையுள்ள குறைந்தது 3 சென்ட் பரப்புள்ள “lake” தேடலுக்குப் பொருந்தும் ' +
        'சிறப்புத் தேர்வு அங்கீகரிக்கப்பட்ட RERA பதிவு பெற்ற வடக்கு நோக்கிய மனைகள், வகை: குடியிருப்பு, நிலை: கிடைக்கிறது (பெரியவை முதலில்) — பக்கம் 3',
    );
    expect(caption(home, 'bedrooms=2&type=Apartment&status=Under+Negotiation')).toBe('ஓசூரில் 2 BHK வீடுகள், வகை: அடுக்குமாடி வீடு, நிலை: விலை பேசப்படுகிறது');
  });

  it('leaves the page out when asked (descriptions)', () => {
    expect(caption(villa, 'bedrooms=3&page=2', false)).toBe('ஓசூரில் 3 BHK வில்லாக்கள்');
  });

  it('is the English caption with the English words', () => {
    const params = canonicalParams(villa, new URLSearchParams('bedrooms=3&maxPrice=10000000&page=2'));
    expect(listCaption(villa, params, true, ENGLISH_TEXT.caption)).toBe('3 BHK villas under ₹1 Cr in Hosur — page 2');
  });
});
