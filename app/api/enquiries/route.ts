import { createEnquiryHandler, listEnquiriesHandler } from '@/lib/api/enquiry-handlers';
import { apiRoute } from '@/lib/api/route';
import { withSmallBodies } from '@/lib/api/small-body';

export const POST = apiRoute(withSmallBodies(async (request: Request) => createEnquiryHandler(request)));
export const GET = apiRoute(async (request: Request) => listEnquiriesHandler(request));
