import { eraseEnquiryHandler, getEnquiryHandler, updateEnquiryHandler } from '@/lib/api/enquiry-handlers';
import { apiRoute } from '@/lib/api/route';
import { withSmallBodies } from '@/lib/api/small-body';

type Context = { params: Promise<{ id: string }> };

export const GET = apiRoute(async (request: Request, { params }: Context) => getEnquiryHandler(request, (await params).id));
export const PATCH = apiRoute(withSmallBodies(async (request: Request, { params }: Context) => updateEnquiryHandler(request, (await params).id)));
export const DELETE = apiRoute(async (request: Request, { params }: Context) => eraseEnquiryHandler(request, (await params).id));
