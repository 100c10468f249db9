import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { AVAILABILITY_DEBOUNCE_MS, cleanSubdomain, useDomainAvailability } from './use-domain-availability';

async function flush() {
  await act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
}

describe('useDomainAvailability', () => {
  it('keeps only a-z, 0-9 and hyphen, lowercased', () => {
    expect(cleanSubdomain('My_Site.Example 1-A')).toBe('mysiteexample1-a');
  });

  it('asks once, 500 ms after the last change', async () => {
    vi.useFakeTimers();
    const api = mockApi({
      'POST /api/check-domain-availability': (body) => ({
        body: {
          available: true,
          domain: `${(body as { domain: string }).domain}.hostfree.test`,
          message: 'is available!',
        },
      }),
    });
    const { result, rerender } = renderHook(({ label }) => useDomainAvailability(label), {
      initialProps: { label: 'my' },
    });
    expect(result.current.state).toBe('idle');
    rerender({ label: 'mys' });
    expect(result.current.state).toBe('checking');
    act(() => vi.advanceTimersByTime(300));
    rerender({ label: 'mysite' });
    act(() => vi.advanceTimersByTime(AVAILABILITY_DEBOUNCE_MS - 1));
    expect(api.calls).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    await flush();
    expect(api.callsTo('POST', '/api/check-domain-availability').map((c) => c.body)).toEqual([{ domain: 'mysite' }]);
    expect(result.current).toEqual({ state: 'available', message: 'is available!' });
  });

  it('does not ask for labels under 3 characters or with a hyphen at either end', async () => {
    vi.useFakeTimers();
    const api = mockApi({});
    const { rerender } = renderHook(({ label }) => useDomainAvailability(label), { initialProps: { label: 'ab' } });
    rerender({ label: '-abc' });
    rerender({ label: 'abc-' });
    act(() => vi.advanceTimersByTime(2000));
    await flush();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    [{ status: 500, body: { message: 'boom' } }, 'Server error: the domain could not be checked. Please try again.'],
    [
      { status: 404, body: { message: 'Not found' } },
      'Service unavailable: the domain check is not available right now.',
    ],
    [{ body: { domain: 'x' } }, 'Invalid response format from the domain check.'],
  ])('reports %j as an error', async (reply, message) => {
    vi.useFakeTimers();
    mockApi({ 'POST /api/check-domain-availability': reply });
    const { result } = renderHook(() => useDomainAvailability('mysite'));
    act(() => vi.advanceTimersByTime(AVAILABILITY_DEBOUNCE_MS));
    await flush();
    expect(result.current).toEqual({ state: 'error', message });
  });

  it('reports a network failure', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { result } = renderHook(() => useDomainAvailability('mysite'));
    act(() => vi.advanceTimersByTime(AVAILABILITY_DEBOUNCE_MS));
    await flush();
    expect(result.current).toEqual({
      state: 'error',
      message: 'Network error: could not reach the server to check this domain.',
    });
  });
});
