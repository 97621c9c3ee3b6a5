/**
 * The WhatsApp message a visitor sends to family when sharing a listing (issue 14): title, price,
 * area, place; the link follows. Only figures and punctuation, so it serves every language. The
 * other words of the shortlist and share buttons are in the dictionaries (lib/i18n, `ui`).
 */
export const shareLine = (p: { price: string; area: string }) => `${p.price} · ${p.area}`;
export const shareText = (p: { title: string; price: string; area: string; location: string }) => `${p.title}\n${shareLine(p)}\n${p.location}`;
/** The same from a listing page's title, place and shareLine. */
export const shareTextOf = (p: { title: string; shareLine: string; location: string }) => `${p.title}\n${p.shareLine}\n${p.location}`;
