import { describe, expect, it } from 'vitest';
import { planOption } from './plan-option';

const plan = { id: 'vc2-1c-1gb', vcpu_count: 1, ram: 1024, disk: 25, monthly_cost: 5 };
const perMonth = (words: string) => (price: string) => words.replace('{price}', price);

describe('planOption', () => {
  it('writes the English line as the plan lists always did', () => {
    expect(planOption(plan, perMonth('{price}/mo'), 'en')).toBe('vc2-1c-1gb • 1 vCPU • 1GB RAM • 25GB • $5/mo');
    expect(planOption({ ...plan, monthly_cost: 2.5 }, perMonth('{price}/mo'), 'en')).toContain('• $2.5/mo');
    expect(planOption({ ...plan, monthly_cost: null }, perMonth('{price}/mo'), 'en')).toBe(
      'vc2-1c-1gb • 1 vCPU • 1GB RAM • 25GB',
    );
  });

  it("writes the price as the page's locale does, with cents only when there are some", () => {
    const spanish = planOption(plan, perMonth('{price}/mes'), 'es');
    expect(spanish).toBe(
      `vc2-1c-1gb • 1 vCPU • 1GB RAM • 25GB • ${new Intl.NumberFormat('es', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(5)}/mes`,
    );
    expect(spanish).not.toContain('$5');
    expect(planOption({ ...plan, monthly_cost: 2.5 }, perMonth('{price}/mois'), 'fr')).toMatch(/2,50/);
  });
});
