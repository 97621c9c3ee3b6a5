export const metadata = { title: 'Blank', description: 'An empty Next.js page, for comparison.' };

export default function Page() {
  return <p>Blank</p>;
}
