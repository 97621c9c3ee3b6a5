import { Toggle } from './toggle';

export const metadata = { title: 'Tap floor', description: 'A plain Next.js page with one photo and one button, for comparison.' };

export default function Page() {
  return (
    <main>
      <h1>Tap floor</h1>
      {/* A plain <img>: the same JPEG bytes in every run, not the image optimizer's output. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/photo.jpg" alt="A generated test photo" width={800} height={600} fetchPriority="high" style={{ maxWidth: '100%', height: 'auto' }} />
      <p>
        <Toggle />
      </p>
    </main>
  );
}
