import { apiRoute } from '@/lib/api/route';
import { withSmallBodies } from '@/lib/api/small-body';
import { answerContactForm } from '@/lib/contact/no-script';

/** The contact form sent without JavaScript (lib/contact/no-script.ts). */
export const POST = apiRoute(withSmallBodies(async (request: Request) => answerContactForm(request, 'ta')));
