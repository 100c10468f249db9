import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicPackage } from '../../../../contract/admin.js';
import { setCurrentLocale } from '../../../lib/i18n/locale';
import { PlanSummary } from './plan-summary';

const premium: PublicPackage = {
  id: 2,
  name: 'premium',
  displayName: 'Premium',
  planType: 'premium',
  price: 895,
  currency: 'USD',
  description: 'Premium Hosting',
  allowedTlds: ['com', 'net', 'org'],
  diskSpaceQuota: 0,
  bandwidthQuota: 200 * 1024,
  emailAccounts: 999,
  databases: 10,
  subdomains: 5,
};

describe('the plan summary’s figures', () => {
  afterEach(() => setCurrentLocale('en'));

  it("says an unlimited quota in the reader's language", async () => {
    setCurrentLocale('es');
    render(
      <Suspense fallback={null}>
        <PlanSummary plan="premium" pkg={premium} />
      </Suspense>,
    );
    expect(await screen.findByText('Ilimitado de almacenamiento')).toBeInTheDocument();
    expect(screen.getByText('Cuentas de correo: Ilimitado')).toBeInTheDocument();
    expect(screen.queryByText(/Unlimited/)).not.toBeInTheDocument();
  });

  it('says it in English as before', () => {
    render(<PlanSummary plan="premium" pkg={premium} />);
    expect(screen.getByText('Unlimited storage')).toBeInTheDocument();
    expect(screen.getByText('Unlimited e-mail accounts')).toBeInTheDocument();
  });
});
