import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthPoint } from '../donation-summary';

const dollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/**
 * Completed donations per month as a bar chart (recharts). The same figures are in a visually hidden table,
 * which is what screen readers (and the component tests) read.
 */
export function DonationsChart({ points }: { points: MonthPoint[] }) {
  return (
    <figure className="grid gap-2" aria-labelledby="donations-chart-caption">
      <figcaption id="donations-chart-caption" className="text-sm font-medium">
        Completed donations per month
      </figcaption>
      <div className="h-64 w-full" data-testid="donations-chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="label"
              tickLine={false}
              axisLine={false}
              fontSize={12}
              interval="preserveStartEnd"
              minTickGap={12}
              tickFormatter={(label: string) => label.split(' ')[0]}
            />
            <YAxis
              tickLine={false}
              axisLine={false}
              fontSize={12}
              width={48}
              allowDecimals={false}
              tickFormatter={dollars}
            />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              formatter={(value) => [dollars(Number(value)), 'Received']}
              labelFormatter={(label) => String(label)}
            />
            <Bar dataKey="dollars" name="Received" fill="var(--primary)" radius={[4, 4, 0, 0]} maxBarSize={40} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Completed donations per month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Received</th>
            <th scope="col">Donations</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.month}>
              <th scope="row">{p.label}</th>
              <td>{dollars(p.dollars)}</td>
              <td>{p.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
