import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReputationSourceView } from '../../../../contract/abuse-reputation.js';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { ReputationSourcesCard } from './reputation-sources-card';

const WEB_RISK: ReputationSourceView = {
  id: 'web-risk',
  label: 'Google Web Risk',
  enabled: true,
  hasKey: true,
  keyLabel: 'API key',
  keyHelp: 'A Google Cloud API key.',
  quotaPerMinute: 6000,
  cacheNote: "A listing is kept until Google's expireTime.",
  updatedAt: '2026-11-29T04:00:00.000Z',
};
const URLHAUS: ReputationSourceView = {
  ...WEB_RISK,
  id: 'urlhaus',
  label: 'abuse.ch URLhaus',
  enabled: false,
  hasKey: false,
  keyLabel: 'Auth-Key',
  keyHelp: 'A free abuse.ch Auth-Key.',
  quotaPerMinute: 300,
};

describe('ReputationSourcesCard', () => {
  it('never shows a saved key, and sends a new one once with the switch', async () => {
    const api = mockApi({
      'GET /api/admin/reputation-sources': { body: { sources: [WEB_RISK, URLHAUS] } },
      'PUT /api/admin/reputation-sources/urlhaus': {
        body: { message: 'Reputation source saved.', source: { ...URLHAUS, enabled: true, hasKey: true } },
      },
    });
    renderWithProviders(<ReputationSourcesCard />, { user: makeUser({ id: 1, role: 'admin' }) });
    const webRisk = within(await screen.findByRole('region', { name: 'Google Web Risk' }));
    expect(webRisk.getByLabelText('API key')).toHaveValue('');
    expect(webRisk.getByText(/A key is saved; leave the field blank to keep it/)).toBeInTheDocument();

    const urlhaus = within(screen.getByRole('region', { name: 'abuse.ch URLhaus' }));
    await userEvent.click(urlhaus.getByLabelText('Ask this source'));
    await userEvent.type(urlhaus.getByLabelText('Auth-Key'), 'new-key');
    await userEvent.click(urlhaus.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Reputation source saved.')).not.toHaveLength(0);
    expect(api.callsTo('PUT', '/api/admin/reputation-sources/urlhaus')[0].body).toEqual({
      enabled: true,
      apiKey: 'new-key',
    });
    expect(urlhaus.getByLabelText('Auth-Key')).toHaveValue('');
  });
});
