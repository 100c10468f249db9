import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { backgroundHandlers } from '../../../test/fixtures';
import { makeUser, renderWithProviders } from '../../../test/render';
import { PluginRequestSection } from './plugin-request-section';

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
const ANSWER = {
  message: 'Your plugin request has been submitted. We aim to fulfil requests within 48 to 72 hours.',
  request: { id: 1, pluginName: 'Cache Rocket', status: 'pending', createdAt: '2026-01-01T00:00:00.000Z' },
  remainingToday: 1,
};

describe('PluginRequestSection', () => {
  it('states the daily limit and the turnaround', () => {
    mockApi(backgroundHandlers);
    renderWithProviders(<PluginRequestSection />, { user: null });
    expect(screen.getByText('Up to 2 requests per day')).toBeInTheDocument();
    expect(screen.getByText('Fulfilled in 48 to 72 hours')).toBeInTheDocument();
  });

  it('shows the 001 §5 messages verbatim and sends nothing', async () => {
    const api = mockApi(backgroundHandlers);
    renderWithProviders(<PluginRequestSection />, { user: null });
    await fill({ 'First Name': 'A', 'Last Name': 'B', Email: 'nope', 'Plugin Name': 'ab' });
    await submit();
    expect(await screen.findByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Plugin name must be at least 3 characters')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/plugin-requests')).toHaveLength(0);
  });

  it("prefills a signed-in user's details and says 'Request Submitted Successfully'", async () => {
    const api = mockApi({ ...backgroundHandlers, 'POST /api/plugin-requests': { status: 201, body: ANSWER } });
    renderWithProviders(<PluginRequestSection />, { user: makeUser() });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await fill({ 'Plugin Name': 'Cache Rocket' });
    await submit();
    expect(await screen.findByText('Request Submitted Successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/plugin-requests')[0].body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      pluginName: 'Cache Rocket',
    });
    await waitFor(() => expect(screen.getByLabelText('Plugin Name')).toHaveValue(''));
  });

  it("says 'Request Failed' with the server's message (the daily limit)", async () => {
    mockApi({
      ...backgroundHandlers,
      'POST /api/plugin-requests': {
        status: 429,
        body: { message: 'You can submit up to 2 plugin requests per day. Please try again tomorrow.' },
      },
    });
    renderWithProviders(<PluginRequestSection />, { user: null });
    await fill({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: 'ada@example.com',
      'Plugin Name': 'Cache Rocket',
    });
    await submit();
    expect(await screen.findByText('Request Failed')).toBeInTheDocument();
    expect(
      screen.getByText('You can submit up to 2 plugin requests per day. Please try again tomorrow.'),
    ).toBeInTheDocument();
  });

  it("falls back to 'Failed to submit plugin request. Please try again.'", async () => {
    mockApi({ ...backgroundHandlers, 'POST /api/plugin-requests': { status: 502, text: '', statusText: '' } });
    renderWithProviders(<PluginRequestSection />, { user: null });
    await fill({
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: 'ada@example.com',
      'Plugin Name': 'Cache Rocket',
    });
    await submit();
    expect(await screen.findByText('Failed to submit plugin request. Please try again.')).toBeInTheDocument();
  });
});
