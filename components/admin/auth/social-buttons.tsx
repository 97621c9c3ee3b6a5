import type { ReactNode } from 'react';

// Simple marks drawn here; lucide has no brand icons.
const GoogleMark = () => (
  <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
    <circle cx="12" cy="12" r="11" fill="#4285F4" />
    <path d="M17 11.2h-5v2.2h2.8a3.2 3.2 0 1 1-.9-3.3l1.6-1.6A5.4 5.4 0 1 0 17.4 12c0-.3 0-.5-.1-.8z" fill="#fff" />
  </svg>
);
const FacebookMark = () => (
  <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
    <circle cx="12" cy="12" r="11" fill="#1877F2" />
    <path d="M13.2 20v-6.6h2.2l.4-2.6h-2.6V9.2c0-.8.3-1.3 1.4-1.3h1.3V5.6a17 17 0 0 0-1.9-.1c-1.9 0-3.2 1.2-3.2 3.3v2h-2.2v2.6h2.2V20z" fill="#fff" />
  </svg>
);
const MicrosoftMark = () => (
  <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
    <rect x="2" y="2" width="9.5" height="9.5" fill="#F25022" />
    <rect x="12.5" y="2" width="9.5" height="9.5" fill="#7FBA00" />
    <rect x="2" y="12.5" width="9.5" height="9.5" fill="#00A4EF" />
    <rect x="12.5" y="12.5" width="9.5" height="9.5" fill="#FFB900" />
  </svg>
);

const PROVIDERS: { name: string; mark: ReactNode }[] = [
  { name: 'Google', mark: <GoogleMark /> },
  { name: 'Facebook', mark: <FacebookMark /> },
  { name: 'Microsoft', mark: <MicrosoftMark /> },
];

/** SPEC §2: three inert social sign-in buttons under 'Or continue with'. */
export function SocialButtons() {
  return (
    <div>
      <div className="flex items-center gap-3 text-sm text-neutral-600">
        <span className="h-px flex-1 bg-neutral-200" />
        Or continue with
        <span className="h-px flex-1 bg-neutral-200" />
      </div>
      <ul className="mt-4 grid grid-cols-3 gap-2">
        {PROVIDERS.map(({ name, mark }) => (
          <li key={name}>
            <button
              type="button"
              disabled
              aria-describedby="social-note"
              className="inline-flex min-h-11 w-full cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-2 text-sm text-neutral-700 opacity-70"
            >
              {mark}
              <span className="sr-only">Continue with </span>
              <span className="max-sm:sr-only">{name}</span>
              <span className="sr-only"> (not available)</span>
            </button>
          </li>
        ))}
      </ul>
      <p id="social-note" className="mt-2 text-center text-xs text-neutral-600">
        Social sign-in is not available yet. Please use your e-mail and password.
      </p>
    </div>
  );
}
