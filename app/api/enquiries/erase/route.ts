import { eraseByPhoneHandler } from '@/lib/api/enquiry-handlers';
import { apiRoute } from '@/lib/api/route';
import { withSmallBodies } from '@/lib/api/small-body';

export const POST = apiRoute(withSmallBodies(async (request: Request) => eraseByPhoneHandler(request)));
