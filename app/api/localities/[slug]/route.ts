import { apiRoute } from '@/lib/api/route';
import { withSmallBodies } from '@/lib/api/small-body';
import { updateLocalityHandler } from '@/lib/localities/admin-handler';

type Context = { params: Promise<{ slug: string }> };

export const PATCH = apiRoute(withSmallBodies(async (request: Request, { params }: Context) => updateLocalityHandler(request, (await params).slug)));
