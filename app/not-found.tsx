// Unknown addresses get global-not-found.tsx, and no root layout calls notFound(), so nothing
// reaches this one. Next writes it into the payload of every page (its default is a kilobyte of
// inline styles), so it is empty.
export default function RootNotFound() {
  return null;
}
