/**
 * Words of the shortlist and the share buttons (issue 14), apart from models/words.ts so that
 * only the components that show them ship them; a Tamil file mirrors this key for key.
 */
export const SHORTLIST_WORDS = {
  nav: 'Shortlist',
  /** The navbar link's accessible name. */
  navCount: (n: number) => (n === 1 ? 'Shortlist, 1 saved' : `Shortlist, ${n} saved`),
  save: 'Shortlist',
  /** The heart's accessible name: its pressed state says whether it is on the list. */
  saveName: (title: string) => `Shortlist ${title}`,
  heading: 'My shortlist',
  intro: 'The properties you saved on this phone or computer. Nothing is sent to us until you choose to.',
  empty: 'Your shortlist is empty. Tap the heart on any property to keep it here.',
  browse: 'Browse properties',
  loading: 'Loading your shortlist…',
  noScript: 'Your shortlist is kept in this browser and needs JavaScript to show.',
  gone: 'A property you saved has been removed by the dealer.',
  remove: 'Remove from shortlist',
  sold: 'This property has been sold.',
  sendWhatsApp: 'Send my shortlist on WhatsApp',
  /** The WhatsApp message to the dealer: one block per listing. */
  message: (lines: string[]) => `Hello, I am interested in these properties from my shortlist:\n\n${lines.join('\n\n')}`,
  line: (n: number, title: string, price: string, url: string) => `${n}. ${title}\n${price}\n${url}`,
};

export const SHARE_WORDS = {
  share: 'Share',
  shareName: (title: string) => `Share ${title}`,
  sheet: 'Share…',
  whatsapp: 'WhatsApp',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy the link',
  /** The WhatsApp message a visitor sends to family: title, price, area, place, link. */
  text: (p: { title: string; price: string; area: string; location: string }) => `${p.title}\n${p.price} · ${p.area}\n${p.location}`,
};
