// The hero's illustration, drawn for this site in the brand's colours: a
// command map under a range finder (contour lines, range rings, bearings),
// a route with its waypoints, and the three-chevron insignia of the brand
// and the podcast artwork at the objective. Decorative: hidden from
// assistive technology.

const CENTRE = 240;
const RING = 200;

/** Bearing ticks every 10°, longer every 30°. */
const ticks = Array.from({ length: 36 }, (_, i) => {
  const angle = (i * 10 * Math.PI) / 180;
  const long = i % 3 === 0;
  const inner = RING - (long ? 14 : 7);
  const point = (r: number) => [CENTRE + r * Math.sin(angle), CENTRE - r * Math.cos(angle)] as const;
  const [x1, y1] = point(inner);
  const [x2, y2] = point(RING);
  return { x1, y1, x2, y2, long, key: i };
});

/** Bearing labels at the cardinal and 30° marks. */
const labels = [0, 60, 120, 180, 240, 300].map((deg) => {
  const angle = (deg * Math.PI) / 180;
  const r = RING + 18;
  return { deg, x: CENTRE + r * Math.sin(angle), y: CENTRE - r * Math.cos(angle) + 4, text: deg === 0 ? "N" : String(deg).padStart(3, "0") };
});

// One irregular ridge outline, drawn at several scales: contour lines.
const RIDGE = "M300 170c48 6 92 38 100 84s-22 92-70 110-104 10-136-24-40-88-14-128 72-48 120-42z";
const contours = [0.35, 0.6, 0.85, 1.1, 1.4, 1.75];

// The route: from the lower left to the objective at the centre.
const route = [
  [70, 400],
  [128, 352],
  [150, 296],
  [206, 286],
  [232, 262],
] as const;

export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 480" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <radialGradient id="hero-art-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="var(--color-surface-raised)" />
          <stop offset="1" stopColor="var(--color-background)" stopOpacity="0" />
        </radialGradient>
        <clipPath id="hero-art-scope">
          <circle cx={CENTRE} cy={CENTRE} r={RING} />
        </clipPath>
      </defs>

      <circle cx={CENTRE} cy={CENTRE} r={236} fill="url(#hero-art-glow)" />

      <g clipPath="url(#hero-art-scope)" fill="none" stroke="var(--color-border)" strokeWidth="1.5">
        {contours.map((scale) => (
          <path key={scale} d={RIDGE} transform={`translate(286 262) scale(${scale}) translate(-286 -262)`} vectorEffect="non-scaling-stroke" />
        ))}
        {/* Map grid */}
        {[80, 160, 240, 320, 400].map((at) => (
          <g key={at} strokeDasharray="2 6">
            <path d={`M${at} 0V480`} />
            <path d={`M0 ${at}H480`} />
          </g>
        ))}
      </g>

      {/* Range rings and cross-hairs */}
      <g fill="none" stroke="var(--color-input)">
        <circle cx={CENTRE} cy={CENTRE} r={RING} strokeWidth="2" />
        <circle cx={CENTRE} cy={CENTRE} r={140} strokeWidth="1" strokeDasharray="4 6" />
        <circle cx={CENTRE} cy={CENTRE} r={80} strokeWidth="1" strokeDasharray="4 6" />
        <path
          d={`M${CENTRE} ${CENTRE - RING}V${CENTRE - 96}M${CENTRE} ${CENTRE + 96}V${CENTRE + RING}M${CENTRE - RING} ${CENTRE}H${CENTRE - 96}M${CENTRE + 96} ${CENTRE}H${CENTRE + RING}`}
          strokeWidth="1"
        />
      </g>
      <g stroke="var(--color-muted)">
        {ticks.map(({ x1, y1, x2, y2, long, key }) => (
          <line key={key} x1={x1} y1={y1} x2={x2} y2={y2} strokeWidth={long ? 2 : 1} opacity={long ? 0.9 : 0.5} />
        ))}
      </g>
      <g fill="var(--color-muted)" fontFamily="var(--font-display)" fontSize="13" fontWeight="600" letterSpacing="1.5" textAnchor="middle">
        {labels.map(({ deg, x, y, text }) => (
          <text key={deg} x={x} y={y} fill={deg === 0 ? "var(--color-accent)" : undefined}>
            {text}
          </text>
        ))}
      </g>

      {/* The route and its waypoints */}
      <polyline
        points={route.map((p) => p.join(",")).join(" ")}
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="2.5"
        strokeDasharray="8 6"
        strokeLinejoin="round"
      />
      {route.slice(0, -1).map(([x, y]) => (
        <rect
          key={`${x}-${y}`}
          x={x - 5}
          y={y - 5}
          width="10"
          height="10"
          fill="var(--color-background)"
          stroke="var(--color-accent)"
          strokeWidth="2"
          transform={`rotate(45 ${x} ${y})`}
        />
      ))}

      {/* The objective: the brand's insignia in a frame */}
      <rect x={CENTRE - 44} y={CENTRE - 44} width="88" height="88" fill="var(--color-background)" stroke="var(--color-accent)" strokeWidth="3" />
      <g fill="none" stroke="var(--color-accent)" strokeWidth="7" strokeLinejoin="miter">
        <path d={`M${CENTRE - 24} ${CENTRE - 6}l24-16 24 16`} />
        <path d={`M${CENTRE - 24} ${CENTRE + 8}l24-16 24 16`} />
        <path d={`M${CENTRE - 24} ${CENTRE + 22}l24-16 24 16`} />
      </g>

      {/* Grid reference of the objective */}
      <g fontFamily="var(--font-display)" fontWeight="600" letterSpacing="2">
        <text x={CENTRE + 58} y={CENTRE - 30} fill="var(--color-accent)" fontSize="14">
          OBJ
        </text>
        <text x={CENTRE + 58} y={CENTRE - 14} fill="var(--color-muted)" fontSize="12">
          4710 8826
        </text>
      </g>
    </svg>
  );
}
