import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('DeferredToaster', () => {
  it('draws nothing (and fetches nothing) before the first toast or interaction, then the toast', async () => {
    vi.resetModules(); // a page's first load: the toaster's code not fetched yet
    const { DeferredToaster } = await import('./deferred-toaster');
    const { toast } = await import('./ui/use-toast');
    render(<DeferredToaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Saved', description: 'All good.' });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('fetches the toaster at the first tap, so the first toast after it draws at once', async () => {
    vi.resetModules();
    const { DeferredToaster } = await import('./deferred-toaster');
    render(<DeferredToaster />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
