import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
// Preact's renderer itself, as scripts/vite-prerender.ts uses it (react-dom/server is preact/compat's re-export of it).
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentYear } from './use-current-year';

function Copyright() {
  return <p>© {useCurrentYear()} HostFree</p>;
}

describe('useCurrentYear', () => {
  afterEach(() => vi.useRealTimers());

  it('hydrates a page prerendered in an earlier year without a mismatch, then shows this year', async () => {
    const built = new Date().getFullYear();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Copyright />);
    expect(container.textContent).toBe(`© ${built} HostFree`);
    // The same build served a year later.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${built + 1}-01-02T00:00:00Z`));
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Copyright />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe(`© ${built + 1} HostFree`);
  });
});
