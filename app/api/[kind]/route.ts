import { createHandler, listHandler } from '@/lib/api/listing-handlers';
import { apiRoute } from '@/lib/api/route';

type Context = { params: Promise<{ kind: string }> };

export const GET = apiRoute<Context>(async (request, { params }) => listHandler(request, (await params).kind));
export const POST = apiRoute<Context>(async (request, { params }) => createHandler(request, (await params).kind));
