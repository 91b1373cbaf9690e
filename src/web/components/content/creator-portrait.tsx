// The creator's portrait, drawn for this site in the brand's colours: a
// leader's head and shoulders in silhouette, in a dress uniform with a peaked
// cap and the brand's chevrons on the sleeve, against the map grid. No
// photograph: the creator stays anonymous. Decorative.

export function CreatorPortrait({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <pattern id="creator-portrait-grid" width="16" height="16" patternUnits="userSpaceOnUse">
          <path d="M16 0H0V16" fill="none" stroke="var(--color-border)" strokeWidth="1" />
        </pattern>
        <radialGradient id="creator-portrait-light" cx="50%" cy="38%" r="65%">
          <stop offset="0" stopColor="var(--color-surface-raised)" />
          <stop offset="1" stopColor="var(--color-background)" />
        </radialGradient>
      </defs>
      <rect width="160" height="160" fill="url(#creator-portrait-light)" />
      <rect width="160" height="160" fill="url(#creator-portrait-grid)" opacity="0.7" />
      {/* Shoulders and collar */}
      <path d="M18 160c2-30 16-44 40-50l22 14 22-14c24 6 38 20 40 50z" fill="var(--color-input)" />
      <path d="M58 110l22 14 22-14-6-4-16 10-16-10z" fill="var(--color-foreground)" opacity="0.85" />
      <path d="M80 124v36" stroke="var(--color-background)" strokeWidth="2" />
      {/* Head and neck */}
      <path d="M70 98h20v14l-10 8-10-8z" fill="var(--color-muted)" />
      <ellipse cx="80" cy="78" rx="20" ry="24" fill="var(--color-muted)" />
      {/* Peaked cap, sitting on the head */}
      <path d="M57 64c1-17 11-26 23-26s22 9 23 26z" fill="var(--color-surface-raised)" stroke="var(--color-accent)" strokeWidth="2" strokeLinejoin="round" />
      <path d="M55 63h50l-5 7H60z" fill="var(--color-border)" stroke="var(--color-accent)" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M76 48l4-3 4 3-4 3z" fill="var(--color-accent)" />
      {/* Sleeve chevrons */}
      <g fill="none" stroke="var(--color-accent)" strokeWidth="3">
        <path d="M30 142l9-6 9 6" />
        <path d="M30 150l9-6 9 6" />
      </g>
      <rect x="1" y="1" width="158" height="158" fill="none" stroke="var(--color-accent)" strokeOpacity="0.7" strokeWidth="2" />
    </svg>
  );
}
