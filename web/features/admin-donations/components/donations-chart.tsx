import { useMemo } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { textDirection, type Locale } from '../../../../contract/i18n/locales.js';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import type { MonthPoint } from '../donation-summary';
import { donationsMessages } from '../i18n';

// Whole dollars stay whole ('$15'), as the axis writes them; each locale places its own currency sign.
const dollarsOf = (locale: Locale) => {
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: locale === 'en' ? 'narrowSymbol' : 'symbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  return (value: number) => format.format(value);
};

/**
 * Completed donations per month as a bar chart (recharts). The same figures are in a visually hidden table,
 * which is what screen readers (and the component tests) read.
 */
export function DonationsChart({ points }: { points: MonthPoint[] }) {
  const t = useMessages(donationsMessages);
  const locale = useLocale();
  const dollars = useMemo(() => dollarsOf(locale), [locale]);
  // A right-to-left page reads the months from the right, its amounts on the right edge.
  const rtl = textDirection(locale) === 'rtl';
  return (
    <figure className="grid gap-2" aria-labelledby="donations-chart-caption">
      <figcaption id="donations-chart-caption" className="text-sm font-medium">
        {t('chartCaption')}
      </figcaption>
      <div className="h-64 w-full" data-testid="donations-chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
            <XAxis
              dataKey="label"
              reversed={rtl}
              tickLine={false}
              axisLine={false}
              fontSize={12}
              interval="preserveStartEnd"
              minTickGap={12}
              tickFormatter={(label: string) => points.find((p) => p.label === label)?.shortLabel ?? label}
            />
            <YAxis
              tickLine={false}
              axisLine={false}
              fontSize={12}
              width={48}
              orientation={rtl ? 'right' : 'left'}
              allowDecimals={false}
              tickFormatter={dollars}
            />
            <Tooltip
              cursor={{ fill: 'var(--muted)' }}
              formatter={(value) => [dollars(Number(value)), t('received')]}
              labelFormatter={(label) => String(label)}
            />
            <Bar dataKey="dollars" name={t('received')} fill="var(--primary)" radius={[4, 4, 0, 0]} maxBarSize={40} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{t('chartCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('month')}</th>
            <th scope="col">{t('received')}</th>
            <th scope="col">{t('donations')}</th>
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
