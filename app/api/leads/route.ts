import { beaconHandler } from '@/lib/api/lead-handlers';
import { apiRoute } from '@/lib/api/route';

export const POST = apiRoute(async (request: Request) => beaconHandler(request));
