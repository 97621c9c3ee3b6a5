/** A roof over a door: the brand mark, drawn inline so it needs no image request. */
export function Logo({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#fff" />
      <path d="M8 20 20 9l12 11" fill="none" stroke="#c2410c" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M12 18.5V31h16V18.5" fill="none" stroke="#c2410c" strokeWidth="3" strokeLinejoin="round" />
      <rect x="17.5" y="23" width="5" height="8" rx="1" fill="#c2410c" />
    </svg>
  );
}
