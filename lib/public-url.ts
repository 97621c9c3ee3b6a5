/** The public base URL (SITE_URL), for absolute links and share tags; never taken from a request. */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}
export const absoluteUrl = (path: string) => new URL(path, `${siteUrl()}/`).toString();
