/**
 * Text widths for the share card's SVG, which librsvg draws in DejaVu Sans (on every Debian and
 * Ubuntu: fonts-dejavu-core). SVG has no way to ask how wide a text is, and librsvg ignores
 * `textLength`, so a line is measured here and cut before it can run off the card.
 *
 * Advance widths in thousandths of an em, read from DejaVuSans.ttf and DejaVuSans-Bold.ttf (their
 * hmtx tables) for ASCII 32–126 and then the characters after it. Kerning only narrows a line, so
 * these widths are an upper bound; a character not listed counts as a full em (wide enough for
 * any fallback font's glyph).
 */
const EXTRA = '₹·…–—’‘“”';
const REGULAR = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838,
  531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390,
  838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337,
  636, 838, 636, 318, 1000, 500, 1000, 318, 318, 518, 518,
];
const BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838,
  580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457,
  838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365,
  712, 838, 696, 380, 1000, 500, 1000, 380, 380, 657, 657,
];

export const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
export type Weight = 'regular' | 'bold';

function advance(char: string, weight: Weight): number {
  const table = weight === 'bold' ? BOLD : REGULAR;
  const code = char.codePointAt(0)!;
  const index = code >= 32 && code < 127 ? code - 32 : EXTRA.includes(char) ? 95 + EXTRA.indexOf(char) : -1;
  return index >= 0 ? table[index] / 1000 : 1;
}

/** Width in pixels of `text` at `size` px. */
export function textWidth(text: string, size: number, weight: Weight = 'regular'): number {
  let em = 0;
  for (const char of text) em += advance(char, weight);
  return em * size;
}

/** `text` on one line, cut at a word (or a character) with '…' when it is wider than `max` px. */
export function fitLine(text: string, max: number, size: number, weight: Weight = 'regular'): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (textWidth(flat, size, weight) <= max) return flat;
  const room = max - textWidth('…', size, weight);
  const chars = [...flat];
  let cut = 0;
  for (let width = 0; cut < chars.length; cut++) {
    width += advance(chars[cut], weight) * size;
    if (width > room) break;
  }
  const head = chars.slice(0, cut).join('');
  const atWord = head.lastIndexOf(' ');
  // A word boundary in the last third keeps whole words; otherwise cut mid-word rather than lose most of the line.
  const kept = atWord > head.length * 0.66 ? head.slice(0, atWord) : head;
  return `${kept.replace(/[\s,.;:·-]+$/, '')}…`;
}

/** The largest size from `size` down to `min` at which `text` fits `max` px (then cut to fit at `min`). */
export function fitSize(text: string, max: number, size: number, min: number, weight: Weight = 'regular'): { text: string; size: number } {
  for (let s = size; s > min; s -= 2) if (textWidth(text, s, weight) <= max) return { text, size: s };
  return { text: fitLine(text, max, min, weight), size: min };
}
