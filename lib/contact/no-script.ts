import 'server-only';
import { type ContactValues, contactWhatsappUrl, validateContact } from '@/components/site/contact-message';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { type Lang, LANG_INFO, localizePath } from '@/lib/i18n/config';
import { isEntry } from '@/lib/shortlist/entries';
import { absoluteUrl } from '@/lib/public-url';
import { readSmallBody } from '@/lib/api/small-body';
import { HttpError } from '@/lib/api/respond';
import { site } from '@/lib/site-config';

/*
 * The contact form sent without JavaScript (or before it has run). With JavaScript the form opens
 * WhatsApp itself and nothing reaches us; without it the browser would have to send the fields
 * somewhere, and a GET form put a buyer's name and phone number in the address bar, the history
 * and every log. So the form posts here: the fields are checked and answered with a small page
 * holding the WhatsApp link to tap (the CSP's form-action 'self' forbids posting to wa.me). Nothing
 * is stored or logged. Bad input gets its messages with a 400.
 */
const MAX_BODY = 16 * 1024;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** '/contact?listing=villas:<id>' in the Referer (same origin): the listing the message is about. */
function listingOf(request: Request): string | undefined {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    const entry = referer.searchParams.get('listing');
    if (referer.origin !== new URL(absoluteUrl('/')).origin || !isEntry(entry)) return undefined;
    const [slug, id] = entry.split(':');
    return absoluteUrl(`/${slug}/${id}`);
  } catch {
    return undefined;
  }
}

/** A small page of its own (no framework, no script) for the answer to a form sent without JavaScript. */
export function plainPage(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${LANG_INFO[lang].tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${site.brand}`)}</title><style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#171717;background:#fafafa}main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #e5e5e5;border-radius:1rem}
h1{font-size:1.5rem;margin:0 0 .75rem}a.b{display:inline-flex;min-height:3rem;align-items:center;padding:0 1.5rem;border-radius:.5rem;background:#0b5e31;color:#fff;font-weight:600;text-decoration:none}
ul{color:#9f1239;padding-left:1.25rem}a{color:#c2410c}p.s{margin-top:1.5rem}</style></head><body><main>${body}</main></body></html>`;
}

export async function answerContactForm(request: Request, lang: Lang): Promise<Response> {
  const words = getDictionary(lang).contact.form;
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) throw new HttpError(415, 'Send the contact form as a form.');
  const fields = new URLSearchParams(await readSmallBody(request, MAX_BODY));
  const values: ContactValues = { name: fields.get('name') ?? '', email: fields.get('email') ?? '', phone: fields.get('phone') ?? '', message: fields.get('message') ?? '' };
  const errors = Object.values(validateContact(values, words.errors));
  const back = `<p class="s"><a href="${escapeHtml(localizePath('/contact', lang))}">${escapeHtml(words.noScript.back)}</a></p>`;
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  if (errors.length) {
    const list = errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('');
    return new Response(plainPage(lang, words.noScript.fixTitle, `<h1>${escapeHtml(words.noScript.fixTitle)}</h1><ul>${list}</ul>${back}`), { status: 400, headers });
  }
  const url = contactWhatsappUrl(values, words.text, listingOf(request));
  const body = `<h1>${escapeHtml(words.noScript.readyTitle)}</h1><p>${escapeHtml(words.noScript.readyText)}</p><p><a class="b" href="${escapeHtml(url)}" rel="noopener noreferrer">${escapeHtml(words.noScript.open)}</a></p>${back}`;
  return new Response(plainPage(lang, words.noScript.readyTitle, body), { headers });
}
