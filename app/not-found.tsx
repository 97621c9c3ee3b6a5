// Unknown addresses get global-not-found.tsx. Only a root layout's notFound() could reach this one,
// and it is written into the payload of every page (Next's default is a kilobyte of inline styles),
// so it stays a plain page with a way home.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <h1>Page not found</h1>
        {/* A full load: the home page has a root layout of its own. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Home</a>
      </body>
    </html>
  );
}
