import { formatPlanGigabytes } from '../../lib/format-size';
import type { Locale } from '../../../contract/i18n/locales.js';

interface PlanFigures {
  id: string;
  vcpu_count: number;
  ram: number;
  disk: number;
  monthly_cost: number | null;
}

/**
 * A monthly price in US dollars as the locale writes it ('$5', '$2.5' in English as the plan lists always showed it;
 * '5 US$' in Spanish). Only the admin's launch dialogs show prices, so the formatter is made there on first use.
 */
export function planDollars(amount: number, locale: Locale): string {
  if (locale === 'en') return `$${amount}`;
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/**
 * A plan's line in the launch dialogs: its id and figures ('vc2-1c-1gb • 1 vCPU • 1GB RAM • 25GB'), then the price
 * in the page's words (`perMonth` is the catalogue's '{price}/mo').
 */
export function planOption(plan: PlanFigures, perMonth: (price: string) => string, locale: Locale): string {
  const figures = `${plan.id} • ${plan.vcpu_count} vCPU • ${formatPlanGigabytes(plan.ram)} RAM • ${plan.disk}GB`;
  return plan.monthly_cost === null ? figures : `${figures} • ${perMonth(planDollars(plan.monthly_cost, locale))}`;
}
