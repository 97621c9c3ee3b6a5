/*
 * What our code never touches of Next.js and React: their private modules, files, headers and
 * properties, the RSC payload, and Node's or Next's objects patched in place. Each of these can
 * change in any minor release, some silently. eslint.config.mjs turns the list into lint errors
 * and framework-boundary.test.ts searches every source file for it, scripts and server included.
 */
export const FORBIDDEN = [
  { text: '__reactProps', why: "React's private props on DOM nodes" },
  { text: '__reactFiber', why: "React's private fiber on DOM nodes" },
  { text: 'x-prerender-revalidate', why: "Next's private revalidation header" },
  { text: 'prerender-manifest', why: "Next's private build file" },
  { text: 'build-manifest', why: "Next's private build file" },
  { text: 'next/dist', why: "Next's private modules and paths" },
  { text: '.prototype.emit', why: "patching Node's http.Server" },
  { text: '__next_f', why: "the RSC payload Next inlines in pages" },
  { text: 'NEXT_MANUAL_SIG_HANDLE', why: "taking over next start's signal handlers" },
] as const;
