import 'server-only';
import { clientAddress } from '@/lib/api/client-address';
import { requireSameOrigin } from '@/lib/api/guard';
import { HttpError } from '@/lib/api/respond';
import { readSmallBody } from '@/lib/api/small-body';
import { escapeHtml, plainPage } from '@/lib/contact/no-script';
import { type Lang, localizePath } from '@/lib/i18n/config';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { isEntry } from '@/lib/shortlist/entries';
import { confirmationText } from './confirmation';
import { parseEnquiryForm } from './parse';
import { submitEnquiry } from './submit';

const HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

/**
 * The call-back or site-visit request sent without JavaScript: a plain POST from the form on a
 * listing's page or the contact page, answered with a page of its own. The same checks, limits and
 * storage as POST /api/enquiries; bad input gets its messages with a 400 and nothing is stored.
 */
export async function answerRequestForm(request: Request, lang: Lang): Promise<Response> {
  requireSameOrigin(request);
  const w = getDictionary(lang).enquiry;
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) throw new HttpError(415, 'Send the request as a form.');
  const fields = new URLSearchParams(await readSmallBody(request));
  const checked = parseEnquiryForm(fields, lang);
  // Back to the page the form was on: the listing it names, or the contact page.
  const entry = fields.get('listing');
  const from = isEntry(entry) ? `/${entry.replace(':', '/')}` : '/contact';
  const back = `<p class="s"><a href="${escapeHtml(localizePath(from, lang))}">${escapeHtml(w.back)}</a></p>`;
  if (!checked.ok) {
    const list = Object.values(checked.errors)
      .map((e) => `<li>${escapeHtml(e)}</li>`)
      .join('');
    return new Response(plainPage(lang, w.fixTitle, `<h1>${escapeHtml(w.fixTitle)}</h1><ul>${list}</ul>${back}`), { status: 400, headers: HEADERS });
  }
  const result = await submitEnquiry(checked.values, clientAddress(request));
  if (result.status === 'limited') {
    return new Response(plainPage(lang, w.fixTitle, `<h1>${escapeHtml(w.fixTitle)}</h1><p>${escapeHtml(w.errors.tooMany)}</p>${back}`), { status: 429, headers: { ...HEADERS, 'Retry-After': String(result.retryAfter) } });
  }
  const body = `<h1>${escapeHtml(w.sentTitle)}</h1><p role="status">${escapeHtml(confirmationText(checked.values, lang))}</p>${back}`;
  return new Response(plainPage(lang, w.sentTitle, body), { status: 200, headers: HEADERS });
}
