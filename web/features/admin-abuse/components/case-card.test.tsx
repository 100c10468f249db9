import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminAbuseCase } from '../../../../contract/abuse-detection.js';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { CaseCard } from './case-card';

const hostile = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script><b>bold</b>';

const item: AdminAbuseCase = {
  id: 7,
  site: { id: 3, domain: 'kit.hostfree.test', status: 'suspended' },
  domain: 'kit.hostfree.test',
  origin: 'scan',
  verdict: 'malicious',
  threat: 'phishing',
  score: 125,
  signals: [
    { source: 'content', signal: 'credential-form-off-site', detail: 'password form posts to x.example', points: 60 },
  ],
  sources: [{ sourceId: 'urlhaus', status: 'clean', checkedAt: '2026-11-29T03:00:00Z', findings: [], error: null }],
  snippet: hostile,
  pageUrl: 'http://kit.hostfree.test/',
  status: 'open',
  quarantinedAt: '2026-11-29T03:00:00Z',
  suspendedAt: '2026-11-29T03:00:01Z',
  createdAt: '2026-11-29T03:00:00Z',
  resolvedAt: null,
  resolutionNote: null,
  appealable: true,
  owner: { id: 2, username: 'owner', email: 'owner@example.test' },
  ownerOtherSites: [],
  earlierCases: [],
};

describe('CaseCard', () => {
  it('shows the fetched page as text, never as markup, and reverses in one click', async () => {
    const api = mockApi({
      'POST /api/admin/abuse-cases/7/reverse': {
        body: { message: 'Case reversed', case: { ...item, status: 'reversed' } },
      },
    });
    const { container } = renderWithProviders(<CaseCard item={item} />);
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(screen.getByText(/password form posts to x\.example/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Reverse and restore the site/ }));
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/api/admin/abuse-cases/7/reverse'))).toBe(true));
  });
});
