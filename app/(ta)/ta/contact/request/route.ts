import { apiRoute } from '@/lib/api/route';
import { withSmallBodies } from '@/lib/api/small-body';
import { answerRequestForm } from '@/lib/enquiries/no-script';

/** The call-back or site-visit request sent without JavaScript (lib/enquiries/no-script.ts). */
export const POST = apiRoute(withSmallBodies(async (request: Request) => answerRequestForm(request, 'ta')));
