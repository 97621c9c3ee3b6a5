import { formatCount } from '@/lib/format';
import type { DayCount } from '@/lib/leads/series';
import { dayLabel } from './day-label';

const SLOT = 10; // viewBox units per day; the SVG stretches to the box's width
const HEIGHT = 100;

const total = (series: DayCount[], key: 'views' | 'enquiries') => series.reduce((sum, d) => sum + d[key], 0);

/** What the chart shows, in words: its text alternative. */
function spokenSummary(series: DayCount[]): string {
  const views = total(series, 'views');
  const enquiries = total(series, 'enquiries');
  if (views + enquiries === 0) return 'No views or enquiries on any day.';
  const busiest = series.reduce((best, d) => (d.views + d.enquiries > best.views + best.enquiries ? d : best));
  return (
    `${formatCount(views)} views and ${formatCount(enquiries)} enquiries in ${series.length} days. ` +
    `Busiest day: ${dayLabel(busiest.day, true)}, with ${formatCount(busiest.views)} views and ${formatCount(busiest.enquiries)} enquiries.`
  );
}

/**
 * Views (light bars) and enquiries (dark bars in front) a day, as plain SVG drawn on the server:
 * no chart library, no JavaScript. The SVG is one image with a text alternative; the figures
 * themselves are in the table below it, for reading aloud or copying.
 */
export function DailyChart({ series, title }: { series: DayCount[]; title: string }) {
  const max = Math.max(1, ...series.map((d) => Math.max(d.views, d.enquiries)));
  const y = (n: number) => (n / max) * HEIGHT;
  const width = series.length * SLOT;
  return (
    <figure className="rounded-xl border border-neutral-200 bg-white p-4" data-testid="leads-chart">
      <figcaption className="font-semibold text-neutral-900">{title}</figcaption>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-neutral-700" aria-hidden="true">
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-orange-200" /> Views
        </li>
        <li className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-brand" /> Enquiries
        </li>
      </ul>
      <div className="mt-3 flex gap-2">
        <span className="flex flex-col justify-between text-right text-xs text-neutral-600 tabular-nums" aria-hidden="true">
          <span>{formatCount(max)}</span>
          <span>0</span>
        </span>
        <svg
          role="img"
          aria-label={`${title}. ${spokenSummary(series)}`}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-32 w-full border-b border-l border-neutral-300"
        >
          {series.map((d, i) => (
            <g key={d.day}>
              <rect x={i * SLOT + 1} y={HEIGHT - y(d.views)} width={SLOT - 2} height={y(d.views)} className="fill-orange-200" />
              <rect x={i * SLOT + 3} y={HEIGHT - y(d.enquiries)} width={SLOT - 6} height={y(d.enquiries)} className="fill-brand" />
            </g>
          ))}
        </svg>
      </div>
      <p className="mt-1 flex justify-between pl-6 text-xs text-neutral-600" aria-hidden="true">
        <span>{dayLabel(series[0].day)}</span>
        <span>{dayLabel(series[series.length - 1].day)}</span>
      </p>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand">Figures per day</summary>
        <div className="relative max-h-72 overflow-y-auto" tabIndex={0} role="region" aria-label="Figures per day">
          <table className="w-full text-left">
            <caption className="sr-only">{title}: views, enquiries and shares per day</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">Day</th>
                <th scope="col" className="py-1 pr-3 text-right">Views</th>
                <th scope="col" className="py-1 pr-3 text-right">Enquiries</th>
                <th scope="col" className="py-1 text-right">Shares</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {series.map((d) => (
                <tr key={d.day} className="border-t border-neutral-100">
                  <th scope="row" className="py-1 pr-3 font-normal">{dayLabel(d.day, true)}</th>
                  <td className="py-1 pr-3 text-right">{formatCount(d.views)}</td>
                  <td className="py-1 pr-3 text-right">{formatCount(d.enquiries)}</td>
                  <td className="py-1 text-right">{formatCount(d.shares)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
