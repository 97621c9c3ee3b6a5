import 'server-only';
import { env } from '@/lib/env';
import { REMEMBER_SECONDS, SESSION_COOKIE } from './token';

function attributes(extra: string[]): string {
  const secure = env().NODE_ENV === 'production' && env().SITE_URL.startsWith('https:') ? ['Secure'] : [];
  return [`Path=/`, 'HttpOnly', 'SameSite=Lax', ...secure, ...extra].join('; ');
}

/** Thirty days with 'Remember me'; otherwise a cookie that ends with the browser. */
export const sessionCookie = (token: string, remember: boolean) =>
  `${SESSION_COOKIE}=${token}; ${attributes(remember ? [`Max-Age=${REMEMBER_SECONDS}`] : [])}`;

export const clearedCookie = () => `${SESSION_COOKIE}=; ${attributes(['Max-Age=0'])}`;
