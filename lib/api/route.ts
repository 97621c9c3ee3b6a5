import 'server-only';
import { ImageRejected } from '@/lib/uploads/errors';
import { fail, HttpError } from './respond';

/** Wraps a route handler so that every refusal is a 4xx with its message and nothing leaks as a 500 page. */
export function apiRoute<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (err) {
      if (err instanceof HttpError) return fail(err.status, err.message, err.extra);
      if (err instanceof ImageRejected) return fail(err.status, err.message);
      console.error(`${request.method} ${new URL(request.url).pathname} failed:`, err);
      return fail(500, 'Something went wrong on our side. Please try again.');
    }
  };
}
