import 'server-only';
import { enquiryQuerySchema, enquiryUpdateSchema, erasePhoneSchema } from '@/lib/enquiries/admin-schema';
import { confirmationText } from '@/lib/enquiries/confirmation';
import { enquiriesCsv } from '@/lib/enquiries/csv';
import { parseEnquiry } from '@/lib/enquiries/parse';
import { countNew, eraseByPhone, eraseEnquiry, getEnquiry, listEnquiries, updateEnquiry } from '@/lib/enquiries/store';
import { submitEnquiry } from '@/lib/enquiries/submit';
import { getDictionary } from '@/lib/i18n/dictionaries';
import { isId } from '@/lib/ids';
import { istDay } from '@/lib/leads/periods';
import { clientAddress } from './client-address';
import { requireAdmin, requireSameOrigin } from './guard';
import { fail, HttpError, ok } from './respond';
import { readSmallBody } from './small-body';

export const ENQUIRY_NOT_FOUND = 'No enquiry has this id.';

/**
 * A JSON body of at most 16 KB. Only application/json: a page on another site cannot send that
 * type without the browser asking first, on top of the Origin check.
 */
export async function readJson(request: Request): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) throw new HttpError(415, 'Send the body as application/json.');
  const text = await readSmallBody(request);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON.');
  }
}

/**
 * POST /api/enquiries: a call-back or site-visit request from the site's own pages. Checked first
 * (400 with a message per field, in the form's language, nothing stored); then the address's and
 * the site's allowances (429); then stored with its alert and lead row in one transaction (201).
 * A filled honeypot gets the same 201 and is not stored (submit.ts).
 */
export async function createEnquiryHandler(request: Request): Promise<Response> {
  requireSameOrigin(request);
  const checked = parseEnquiry(await readJson(request));
  if (!checked.ok) throw new HttpError(400, checked.message, { errors: checked.errors });
  const words = getDictionary(checked.values.lang).enquiry;
  const result = await submitEnquiry(checked.values, clientAddress(request));
  if (result.status === 'limited') return fail(429, words.errors.tooMany, {}, { 'Retry-After': String(result.retryAfter) });
  return ok({ id: result.id, message: confirmationText(checked.values, checked.values.lang) }, 201);
}

function queryOf(request: Request) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = enquiryQuerySchema.safeParse(params);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

/** GET /api/enquiries?status=&listing=&limit=&offset=: the inbox, newest first, for the administrator. */
export async function listEnquiriesHandler(request: Request): Promise<Response> {
  await requireAdmin(request);
  const q = queryOf(request);
  const [page, newCount] = await Promise.all([listEnquiries({ status: q.status, listingId: q.listing, limit: q.limit, offset: q.offset }), countNew()]);
  return ok({ data: page.items, total: page.total, newCount, message: `${page.total} enquiries found` });
}

function enquiryId(id: string): string {
  if (!isId(id)) throw new HttpError(404, ENQUIRY_NOT_FOUND);
  return id;
}

export async function getEnquiryHandler(request: Request, id: string): Promise<Response> {
  await requireAdmin(request);
  const enquiry = await getEnquiry(enquiryId(id));
  if (!enquiry) throw new HttpError(404, ENQUIRY_NOT_FOUND);
  return ok({ data: enquiry });
}

/** PATCH /api/enquiries/{id} with {status?, note?}. */
export async function updateEnquiryHandler(request: Request, id: string): Promise<Response> {
  await requireAdmin(request);
  const parsed = enquiryUpdateSchema.safeParse(await readJson(request));
  // The first problem only: an unknown field also leaves the object without a status or a note.
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0].message);
  const result = await updateEnquiry(enquiryId(id), parsed.data);
  if (result.status === 'not-found') throw new HttpError(404, ENQUIRY_NOT_FOUND);
  if (result.status === 'erased') throw new HttpError(409, "This enquiry's personal data was erased: it takes a status but no note.");
  return ok({ data: result.enquiry, message: 'Enquiry updated.' });
}

/** DELETE /api/enquiries/{id}: erases its personal data; the anonymous record stays. */
export async function eraseEnquiryHandler(request: Request, id: string): Promise<Response> {
  await requireAdmin(request);
  if (!(await eraseEnquiry(enquiryId(id)))) throw new HttpError(404, ENQUIRY_NOT_FOUND);
  return ok({ message: "The enquiry's name, number, message and note were erased." });
}

/** POST /api/enquiries/erase with {phone}: erases every enquiry made with that number. */
export async function eraseByPhoneHandler(request: Request): Promise<Response> {
  await requireAdmin(request);
  const parsed = erasePhoneSchema.safeParse(await readJson(request));
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0].message);
  const erased = await eraseByPhone(parsed.data.phone);
  if (erased === null) throw new HttpError(400, 'phone must be a 10-digit Indian mobile number, with or without +91.');
  return ok({ erased, message: erased === 1 ? '1 enquiry erased.' : `${erased} enquiries erased.` });
}

/** GET /api/enquiries/export?status=&listing=: every matching enquiry as CSV, with a byte-order mark for Excel. */
export async function exportEnquiriesHandler(request: Request): Promise<Response> {
  await requireAdmin(request);
  const q = queryOf(request);
  const { items } = await listEnquiries({ status: q.status, listingId: q.listing, limit: 1_000_000 });
  return new Response(`\uFEFF${enquiriesCsv(items)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="enquiries-${istDay(new Date())}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
