import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaidPlan } from '../../../../contract/paid-hosting.js';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { PaidPlansCard } from './paid-plans-card';

const plan = (over: Partial<PaidPlan> = {}): PaidPlan => ({
  id: 104_233,
  domain: 'brand.com',
  planType: 'starter',
  status: 'active',
  price: 395,
  currency: 'USD',
  renewsAt: '2026-12-25T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  ...over,
});

function card(initial: PaidPlan) {
  let current = initial;
  const api = mockApi({
    ...backgroundHandlers,
    'GET /api/hosting/plans': () => ({ body: [current] }),
    [`POST /api/hosting/plans/${initial.id}/cancel`]: () => {
      current = { ...current, status: 'cancelling', cancelAtPeriodEnd: true };
      return { body: current };
    },
    [`POST /api/hosting/plans/${initial.id}/resume`]: () => {
      current = { ...current, status: 'active', cancelAtPeriodEnd: false };
      return { body: current };
    },
  });
  return { api, ...renderWithProviders(<PaidPlansCard />) };
}

describe('paid plans card (cancel behind a confirmation, resume until the end date)', () => {
  it('asks before cancelling, naming the end date; keeping the plan sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = card(plan());
    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel the Starter plan of brand.com?');
    expect(dialog).toHaveTextContent('stays active until December 25, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/hosting/plans/104233/cancel')).toHaveLength(0);
  });

  it('cancels once confirmed, then offers Resume, which renews the plan again', async () => {
    const user = userEvent.setup();
    const { api } = card(plan());
    await user.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText('Ends on December 25, 2026')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/hosting/plans/104233/cancel')).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByText('Renews on December 25, 2026')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/hosting/plans/104233/resume')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Cancel at period end' })).toBeInTheDocument();
  });

  it('a suspended plan offers neither', async () => {
    card(plan({ status: 'suspended' }));
    expect(await screen.findByText('Suspended: the subscription is not paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel at period end|Resume plan/ })).not.toBeInTheDocument();
  });
});
