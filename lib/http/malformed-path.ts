/**
 * A path whose percent-encoding does not decode ('/villas/%E0%A4', '/uploads/%c0%ae'): Next's
 * router answers those with a bare 500, so proxy.ts refuses them with a 400.
 */
export function malformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
