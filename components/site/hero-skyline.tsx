/** Decorative rooftops, palms and hills along the hero's lower edge (no photo request on first paint). */
export function HeroSkyline({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 1200 240" preserveAspectRatio="xMidYMax slice" className={className} aria-hidden="true" focusable="false">
      <path d="M0 170 Q150 110 300 150 T600 140 T900 120 T1200 150 V240 H0Z" fill="#fff" opacity="0.06" />
      <path d="M0 200 Q200 160 420 190 T820 180 T1200 190 V240 H0Z" fill="#fff" opacity="0.08" />
      <g fill="#fff" opacity="0.14">
        <path d="M90 240V170l50-40 50 40v70Z" />
        <path d="M220 240v-95h90v95Z M205 150l60-45 60 45Z" />
        <path d="M360 240v-60l35-30 35 30v60Z" />
        <path d="M700 240v-80l55-45 55 45v80Z" />
        <path d="M840 240v-110h110v110Z M825 135l70-50 70 50Z" />
        <path d="M990 240v-70l40-32 40 32v70Z" />
        <path d="M1100 240v-55l30-25 30 25v55Z" />
      </g>
      <g stroke="#fff" strokeWidth="5" strokeLinecap="round" fill="none" opacity="0.16">
        <path d="M520 240c0-40 4-70 12-95" />
        <path d="M532 145c-20-12-40-10-55 2M532 145c18-14 40-14 56-2M532 145c-4-18 2-32 14-42M532 145c-14-12-18-28-12-42" />
        <path d="M620 240c0-30 2-55 8-75" />
        <path d="M628 165c-16-10-32-8-44 2M628 165c14-11 32-11 44-2M628 165c-3-14 2-26 11-33" />
      </g>
    </svg>
  );
}
