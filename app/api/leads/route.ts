import { beaconHandler } from '@/lib/api/lead-handlers';
import { apiRoute } from '@/lib/api/route';
import { withSmallBodies } from '@/lib/api/small-body';

export const POST = apiRoute(withSmallBodies(async (request: Request) => beaconHandler(request)));
