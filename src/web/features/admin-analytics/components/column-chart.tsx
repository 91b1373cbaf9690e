import { useId } from "react";

export interface ChartPoint {
  /** Shown under the chart's first and last column and in the table. */
  label: string;
  value: number;
}

interface ColumnChartProps {
  title: string;
  /** What a value counts, e.g. "opens" (in the text equivalent). */
  unit: string;
  data: ChartPoint[];
}

const WIDTH = 300;
const HEIGHT = 80;

/**
 * A small column chart drawn as SVG (no chart library to load). Screen
 * readers get a one-line summary on the image and the numbers in a table
 * under it (collapsed for sighted users).
 */
export function ColumnChart({ title, unit, data }: ColumnChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...data.map((d) => d.value));
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const peak = data.reduce<ChartPoint | null>((best, d) => (d.value > (best?.value ?? 0) ? d : best), null);
  const step = WIDTH / Math.max(1, data.length);
  const gap = Math.min(2, step * 0.2);
  const summary = peak ? `${total} ${unit} in all; most on ${peak.label} (${peak.value}).` : `No ${unit} yet.`;
  return (
    <figure className="flex flex-col gap-2" aria-labelledby={titleId}>
      <figcaption id={titleId} className="text-sm font-semibold tracking-wider text-foreground uppercase">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-label={`${title}: ${summary}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-24 w-full rounded-sm border border-border bg-background"
      >
        {data.map((d, i) => {
          const h = (d.value / max) * (HEIGHT - 4);
          return (
            <rect key={d.label} x={i * step + gap / 2} y={HEIGHT - h} width={Math.max(0.5, step - gap)} height={h} className="fill-accent">
              <title>{`${d.label}: ${d.value} ${unit}`}</title>
            </rect>
          );
        })}
      </svg>
      {data.length > 0 ? (
        <div className="flex justify-between text-xs text-muted" aria-hidden="true">
          <span>{data[0]!.label}</span>
          <span>{data.at(-1)!.label}</span>
        </div>
      ) : null}
      <details className="text-sm text-muted">
        <summary className="cursor-pointer rounded-sm hover:text-accent focus-visible:outline-2 focus-visible:outline-accent">Show as table</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-semibold">
                Period
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {unit[0]!.toUpperCase() + unit.slice(1)}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label} className="border-t border-border">
                <td className="py-1">{d.label}</td>
                <td className="py-1 text-right tabular-nums">{d.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
