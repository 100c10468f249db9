import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDLE_REASON_PREFIX } from '../../../../contract/idle-sites-constants.js';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { HostingAccountsSection } from './hosting-accounts-section';

const account = {
  id: 4,
  userId: 7,
  domain: 'maya.hostfree.test',
  subdomain: 'maya',
  status: 'suspended',
  suspendReason: `${IDLE_REASON_PREFIX}no visitors since 2026-10-01`,
  packageId: 1,
  packageName: 'Free Hosting',
  cpanelUsername: 'mayaxyz',
  diskUsage: 10,
  diskLimit: 5120,
  bandwidthUsed: 20,
  bandwidthLimit: 10240,
  provisionedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('a free site deactivated for inactivity', () => {
  it("shows 'Deactivated' and reactivates in one click, without the suspension's support notice", async () => {
    const api = mockApi({
      ...backgroundHandlers,
      'GET /api/user/can-create-hosting-account': { body: { canCreate: true, currentAccounts: 1, maxAccounts: 2 } },
      'GET /api/hosting-accounts': { body: [account] },
      'GET /api/hosting-accounts/4/stats': { status: 502, body: { message: 'WHM unavailable' } },
      'POST /api/hosting-accounts/4/reactivate': {
        body: { message: 'Your site is active again.', id: 4, status: 'active' },
      },
    });
    renderWithProviders(<HostingAccountsSection createForm={<p>the create form</p>} />, { user: makeUser() });
    const card = (await screen.findByText('maya.hostfree.test')).closest(
      '[data-testid="hosting-account"]',
    ) as HTMLElement;
    expect(within(card).getByText('Deactivated')).toBeInTheDocument();
    expect(within(card).queryByText(/Contact support/)).not.toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/hosting-accounts/4/reactivate')).toHaveLength(1));
    // The list is asked for again, so the card follows the server's word.
    await waitFor(() => expect(api.callsTo('GET', '/api/hosting-accounts').length).toBeGreaterThan(1));
  });
});
