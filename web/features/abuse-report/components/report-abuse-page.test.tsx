import { createHash } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ABUSE_MESSAGES } from '../../../../contract/abuse.js';
import { mockApi, type MockHandler } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ReportAbusePage } from './report-abuse-page';

const CHALLENGE = { challenge: '0123456789abcdef0123456789abcdef', bits: 4, expiresAt: '2030-01-01T00:00:00.000Z' };

function setup(handlers: Record<string, MockHandler> = {}, path = '/report-abuse') {
  const api = mockApi({
    ...backgroundHandlers,
    'GET /api/abuse-reports/challenge': { body: CHALLENGE },
    'POST /api/abuse-reports': { status: 201, body: { message: ABUSE_MESSAGES.reportReceived, id: 5 } },
    ...handlers,
  });
  renderWithProviders(<ReportAbusePage />, { user: null, path });
  return api;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { site?: string; evidence?: string; email?: string; category?: string },
) {
  if (values.site !== undefined) {
    await user.clear(screen.getByLabelText('Site'));
    await user.type(screen.getByLabelText('Site'), values.site);
  }
  if (values.category) await user.selectOptions(screen.getByLabelText('Category'), values.category);
  if (values.evidence) await user.type(screen.getByLabelText('Evidence links'), values.evidence);
  if (values.email) await user.type(screen.getByLabelText('Your e-mail'), values.email);
}

describe('the report-abuse form', () => {
  it('fills the site from ?site=, solves the challenge, and sends the report as the contract says', async () => {
    const user = userEvent.setup();
    const api = setup({}, '/report-abuse?site=bad.hostfree.test');
    expect(screen.getByLabelText('Site')).toHaveValue('bad.hostfree.test');
    await fill(user, {
      category: 'phishing',
      evidence: 'https://bad.hostfree.test/login\n\n  https://bad.hostfree.test/pay  ',
      email: 'me@example.org',
    });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ABUSE_MESSAGES.reportReceived);
    const [sent] = api.callsTo('POST', '/api/abuse-reports');
    const body = sent.body as Record<string, string>;
    expect(body).toMatchObject({
      site: 'bad.hostfree.test',
      category: 'phishing',
      evidenceUrls: ['https://bad.hostfree.test/login', 'https://bad.hostfree.test/pay'],
      reporterEmail: 'me@example.org',
      challenge: CHALLENGE.challenge,
    });
    expect(body).not.toHaveProperty('details');
    // The nonce really solves it: the first 4 bits of SHA-256("<challenge>:<nonce>") are zero.
    expect(createHash('sha256').update(`${CHALLENGE.challenge}:${body.nonce}`).digest()[0] >> 4).toBe(0);
  });

  it("shows the contract's messages and sends nothing while the form is wrong", async () => {
    const user = userEvent.setup();
    const api = setup();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(ABUSE_MESSAGES.siteRequired)).toBeInTheDocument();
    expect(screen.getByText(ABUSE_MESSAGES.categoryRequired)).toBeInTheDocument();
    expect(screen.getByText(ABUSE_MESSAGES.evidenceRequired)).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await fill(user, {
      site: 'x.hostfree.test',
      category: 'spam',
      evidence: 'javascript:alert(1)',
      email: 'me@example.org',
    });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(ABUSE_MESSAGES.evidenceInvalid)).toBeInTheDocument();
    const tooMany = Array.from({ length: 11 }, (_, i) => `https://e.example/${i}`).join('\n');
    await user.clear(screen.getByLabelText('Evidence links'));
    await user.type(screen.getByLabelText('Evidence links'), tooMany);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(ABUSE_MESSAGES.evidenceTooMany)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/abuse-reports/challenge')).toHaveLength(0);
    expect(api.callsTo('POST', '/api/abuse-reports')).toHaveLength(0);
  });

  it("shows the server's answer when the site is not hosted here, and sends a fresh challenge on the next try", async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: unknown } = { status: 404, body: { message: ABUSE_MESSAGES.siteNotOurs } };
    const api = setup({ 'POST /api/abuse-reports': () => answer });
    await fill(user, {
      site: 'example.org',
      category: 'malware',
      evidence: 'https://example.org/x.exe',
      email: 'me@example.org',
    });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ABUSE_MESSAGES.siteNotOurs);
    answer = { status: 429, body: { message: 'Too many attempts. Please try again later.' } };
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.'),
    );
    expect(api.callsTo('GET', '/api/abuse-reports/challenge')).toHaveLength(2);
  });
});
