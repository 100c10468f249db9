import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { makeUser, renderWithProviders } from '../../../test/render';
import { ConversionScreen } from './conversion-screen';

const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('ConversionScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down 10 seconds with a progress bar, then goes to the destination with from=conversion', async () => {
    mockApi();
    const destination = encodeURIComponent('/auth?showCredentials=true');
    const { location } = renderWithProviders(<ConversionScreen />, {
      path: `/conversion?type=anonymous&destination=${destination}`,
      user: null,
    });
    expect(screen.getByText('Registration Successful')).toBeInTheDocument();
    expect(screen.getByText('Your anonymous account is ready')).toBeInTheDocument();
    expect(screen.getByText('10')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    await tick(1000);
    expect(screen.getByText('9')).toBeInTheDocument();
    await tick(4000);
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(location.history).toHaveLength(1);

    await tick(5000);
    expect(location.history.at(-1)).toBe('/auth?showCredentials=true&from=conversion');
  });

  it('defaults to type account and destination /', async () => {
    mockApi();
    const { location } = renderWithProviders(<ConversionScreen />, { path: '/conversion', user: null });
    expect(screen.getByText('Your account is ready')).toBeInTheDocument();
    await tick(10_000);
    expect(location.history.at(-1)).toBe('/?from=conversion');
  });

  it.each([
    ['plugin', 'Welcome to the Plugin Library'],
    ['vps', 'Your VPS order is confirmed'],
    ['something-else', 'Your account is ready'],
  ])('has a title for type %s', (type, title) => {
    mockApi();
    renderWithProviders(<ConversionScreen />, { path: `/conversion?type=${type}`, user: null });
    expect(screen.getByText(title)).toBeInTheDocument();
  });

  it('refetches the current user before going to /dashboard', async () => {
    localStorage.setItem('hfAuthToken', 'tok');
    const api = mockApi({ 'GET /api/user': { body: makeUser() } });
    const { location } = renderWithProviders(<ConversionScreen />, {
      path: '/conversion?type=plugin&destination=%2Fdashboard',
      user: makeUser(),
    });
    await tick(10_000);
    expect(api.callsTo('GET', '/api/user')).toHaveLength(1);
    // The answer to that fetch arrives a few promise turns later; how many act() itself waits is the library's detail.
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/dashboard?from=conversion'));
  });

  it('goes to / after 3 seconds when it cannot start (foreign destination)', async () => {
    mockApi();
    const { location } = renderWithProviders(<ConversionScreen />, {
      path: '/conversion?destination=https%3A%2F%2Fevil.example',
      user: null,
    });
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    await tick(2999);
    expect(location.history).toHaveLength(1);
    await tick(1);
    expect(location.history.at(-1)).toBe('/');
  });
});
