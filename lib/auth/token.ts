import { jwtVerify, SignJWT } from 'jose';

// Shared by the proxy and the server; nothing here touches the database.
export const SESSION_COOKIE = 'session';
export const ISSUER = 'hosur-properties';
export const AUDIENCE = 'hosur-properties:admin';
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
/** Without 'Remember me' the cookie ends with the browser, and the token after 12 hours at most. */
export const SESSION_SECONDS = 12 * 60 * 60;

export interface SessionClaims {
  /** User id. */
  sub: string;
  /** The user's session version when signed; a newer one (logout, reset) voids the token. */
  sv: number;
}

export async function signSession(claims: SessionClaims, seconds: number, secret: Uint8Array): Promise<string> {
  return new SignJWT({ sv: claims.sv })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${seconds}s`)
    .sign(secret);
}

/** The claims of a valid token, or null. Only HS256 is accepted, whatever the header says. */
export async function verifySession(token: string, secret: Uint8Array): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return null;
    return { sub: payload.sub, sv: payload.sv };
  } catch {
    return null;
  }
}
