const WORDS = 'villa plot house road hosur facing east north approved layout garden parking water corner site acre cent price lakh crore bedroom bath kitchen hall balcony lift gated school hospital bus station airport temple lake park highway sipcot bagalur rayakottai'.split(' ');

// Varied but fixed text (a word and a token in base 36, twelve times), so that the page
// compresses about as a listing page does rather than as one repeated line.
function words(seed: number): string {
  let x = (seed * 2654435761) % 4294967296;
  const out: string[] = [];
  for (let k = 0; k < 12; k++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out.push(`${WORDS[x % WORDS.length]} ${x.toString(36)}`);
  }
  return out.join(' ');
}

/** `count` sections shaped like the site's (utility classes, a heading, a list of facts): about 5 kB of HTML each. */
export function Blocks({ count }: { count: number }) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      {Array.from({ length: count }, (_, i) => (
        <section key={i} className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 className="text-xl font-bold text-neutral-900">Section {i}</h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, j) => (
              <li key={j} className="flex items-start gap-2 text-neutral-700">
                <span className="tabular shrink-0 text-right font-semibold text-neutral-900">{i * 10 + j}</span>
                <span>{words(i * 6 + j)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
