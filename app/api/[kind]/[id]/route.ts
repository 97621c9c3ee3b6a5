import { deleteHandler, getHandler, updateHandler } from '@/lib/api/listing-handlers';
import { apiRoute } from '@/lib/api/route';

type Context = { params: Promise<{ kind: string; id: string }> };

export const GET = apiRoute<Context>(async (_request, { params }) => {
  const { kind, id } = await params;
  return getHandler(kind, id);
});
export const PUT = apiRoute<Context>(async (request, { params }) => {
  const { kind, id } = await params;
  return updateHandler(request, kind, id);
});
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const { kind, id } = await params;
  return deleteHandler(request, kind, id);
});
