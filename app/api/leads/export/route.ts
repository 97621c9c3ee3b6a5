import { exportHandler } from '@/lib/api/lead-handlers';
import { apiRoute } from '@/lib/api/route';

export const GET = apiRoute(async (request: Request) => exportHandler(request));
