/**
 * A listing's locality from its location text: 'Bagalur Road, Hosur' → slug 'bagalur-road', name
 * 'Bagalur Road'. Every spelling variant a dealer is likely to type for one place should give one
 * slug, without guessing at places we do not know. How far it goes:
 *
 * 1. Text in brackets is dropped ('Krishnagiri Road (NH 44)' → 'Krishnagiri Road'), apostrophes
 *    vanish ("O'Brien" → 'obrien'), Latin accents are taken off ('Crème' → 'creme').
 * 2. The text is split at commas. Trailing parts that only name the town, district, state or
 *    postcode (Hosur, Krishnagiri, Tamil Nadu, India, 635109, in English or Tamil) are dropped,
 *    and the last part left is the locality: 'Plot 12, Bagalur Road, Hosur' → 'Bagalur Road'.
 *    A location that names only the town ('Hosur') is its own locality.
 * 3. Each part is lower-cased and cut into words at anything that is not a letter or a digit, so
 *    'bagalur road,hosur', 'BAGALUR RD.' and 'Bagalur  Road' read the same. A town word at the end
 *    of a part ('Bagalur Road Hosur') is dropped too.
 * 4. Abbreviations are written out: Rd → Road, Ph → Phase, Opp → dropped; St → Street only as the
 *    last word ('St. Thomas Nagar' keeps its saint); a leading Near/Nr/Opposite/Behind is dropped.
 *    Roman numerals after Phase or Stage become digits ('Sipcot Phase II' → 'sipcot-phase-2').
 * 5. A small table of transliteration variants of Hosur's localities maps each to one spelling
 *    (Bagaloor → Bagalur, Jujuvadi → Zuzuvadi, Thalli → Thally, …), and words ending in '-pally'
 *    are spelt '-palli'. Variants not in the table stay separate localities: a wrong merge would
 *    put listings on the wrong page, a missed one only splits a page, and the table can grow.
 *
 * The slug is the words joined by '-'; Tamil words keep their script (a Tamil-only location gets a
 * Tamil slug). The English name is the same words in title case (short words typed in capitals,
 * like 'MG' or 'NH', stay so), so every variant gives the same name too.
 */

export interface Locality {
  slug: string;
  name: string;
}

// Whole words that name the town, district, state or country rather than a locality.
const TOWN_WORDS = new Set([
  'hosur', 'krishnagiri', 'tamil', 'nadu', 'tamilnadu', 'tn', 'india', 'district', 'dist', 'dt', 'taluk', 'tk',
  'ஓசூர்', 'கிருஷ்ணகிரி', 'தமிழ்நாடு', 'தமிழ்', 'நாடு', 'மாவட்டம்',
]);
const isTownWord = (w: string) => TOWN_WORDS.has(w) || /^\d{6}$/.test(w);

// Spelling variants of words in Hosur's place names → the spelling used here.
const WORD_ALIASES: Record<string, string> = {
  rd: 'road',
  ph: 'phase',
  bagaloor: 'bagalur',
  bagalure: 'bagalur',
  mathagiri: 'mathigiri',
  mathigiri: 'mathigiri',
  jujuvadi: 'zuzuvadi',
  jujuwadi: 'zuzuvadi',
  zuzuwadi: 'zuzuvadi',
  thalli: 'thally',
  thali: 'thally',
  denkanikotta: 'denkanikottai',
  denkanikota: 'denkanikottai',
  dkottai: 'denkanikottai',
  rayakotta: 'rayakottai',
  rayakota: 'rayakottai',
  royakottai: 'rayakottai',
  shanti: 'shanthi',
  kelamangalam: 'kelamangalam',
  kelamangalm: 'kelamangalam',
  alasanatham: 'alasanatham',
  alasandham: 'alasanatham',
};

// Whole localities written as two words or one: the slug given → the slug kept.
const SLUG_ALIASES: Record<string, string> = {
  'chinna-elasagiri': 'chinnaelasagiri',
  'zuzu-vadi': 'zuzuvadi',
  'shanthinagar': 'shanthi-nagar',
};

const LEADING_DROPS = new Set(['near', 'nr', 'opp', 'opposite', 'behind', 'beside']);
const ROMAN: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4', v: '5' };

/** Words of one comma part, lower case, Latin accents and apostrophes gone. */
function wordsOf(part: string): { word: string; typed: string }[] {
  const plain = part.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/['’`]/g, '').normalize('NFC');
  const words: { word: string; typed: string; initials?: boolean }[] = [];
  for (const [typed] of plain.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const last = words.at(-1);
    const letter = /^[a-z]$/i.test(typed);
    // Initials run together: 'M.G. Road' is 'MG Road'.
    if (letter && last?.initials) {
      last.typed += typed;
      last.word = last.typed.toLowerCase();
    } else words.push({ word: typed.toLowerCase(), typed, initials: letter });
  }
  return words;
}

function spell(words: { word: string; typed: string }[]): { word: string; typed: string }[] {
  const out = words.map((w, i) => {
    let word = WORD_ALIASES[w.word] ?? w.word;
    if (word === 'st' && i === words.length - 1) word = 'street';
    if (/^[a-z]+pally$/.test(word)) word = word.replace(/pally$/, 'palli');
    const before = i > 0 ? (WORD_ALIASES[words[i - 1].word] ?? words[i - 1].word) : '';
    if ((before === 'phase' || before === 'stage') && ROMAN[word]) word = ROMAN[word];
    return { word, typed: w.typed };
  });
  while (out.length > 1 && LEADING_DROPS.has(out[0].word)) out.shift();
  while (out.length > 1 && isTownWord(out[out.length - 1].word)) out.pop();
  return out.filter((w) => w.word !== 'opp');
}

const titleCase = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** The locality of a location text, or null when it holds no letter or digit. */
export function localityOf(location: string): Locality | null {
  const parts = location
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .split(',')
    .map(wordsOf)
    .filter((w) => w.length > 0);
  if (parts.length === 0) return null;
  while (parts.length > 1 && parts[parts.length - 1].every((w) => isTownWord(w.word))) parts.pop();
  const words = spell(parts[parts.length - 1]);
  const slug = words.map((w) => w.word).join('-');
  const kept = SLUG_ALIASES[slug] ?? slug;
  const allCaps = location === location.toUpperCase();
  const name =
    kept === slug
      ? words.map((w) => (!allCaps && w.word === w.typed.toLowerCase() && w.typed.length <= 3 && /^[A-Z]+$/.test(w.typed) ? w.typed : titleCase(w.word))).join(' ')
      : kept.split('-').map(titleCase).join(' ');
  return { slug: kept, name };
}

/** Just the slug, or null. */
export const localitySlug = (location: string): string | null => localityOf(location)?.slug ?? null;

/** Whether a URL segment has the shape of a slug made here (so junk never reaches the database). */
export const isLocalitySlug = (s: string): boolean => s.length > 0 && s.length <= 120 && /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u.test(s) && s === s.toLowerCase();
