import { exportEnquiriesHandler } from '@/lib/api/enquiry-handlers';
import { apiRoute } from '@/lib/api/route';

export const GET = apiRoute(async (request: Request) => exportEnquiriesHandler(request));
