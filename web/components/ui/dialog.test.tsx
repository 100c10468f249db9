import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

// A page's first dialog: its parts are not loaded yet (the test setup loads them for every other test).
async function freshDialog() {
  vi.resetModules();
  return import('./dialog');
}

describe('Dialog before its parts are loaded', () => {
  it('draws only its trigger; the trigger asks the owner to open it, and the dialog then appears with focus inside', async () => {
    const { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } = await freshDialog();
    const onOpenChange = vi.fn();
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          <DialogTrigger asChild>
            <button type="button">Sign In</button>
          </DialogTrigger>
          <DialogContent>
            <DialogTitle>Sign in</DialogTitle>
            <DialogDescription>With your e-mail.</DialogDescription>
            <input aria-label="E-mail" />
          </DialogContent>
        </Dialog>
      );
    }
    render(<Owner />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Sign In' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAccessibleDescription('With your e-mail.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('shows a dialog that is open from its first render once the parts arrive', async () => {
    const { Dialog, DialogContent, DialogTitle } = await freshDialog();
    render(
      <Dialog open onOpenChange={() => {}}>
        <DialogContent>
          <DialogTitle>Confirm</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Confirm' })).toBeInTheDocument();
  });
});

describe('Dialog focus (WCAG 2.4.3)', () => {
  it('keeps Tab inside while open and gives the focus back to its trigger when closed', async () => {
    const { Dialog, DialogContent, DialogTitle, DialogTrigger } = await import('./dialog');
    function Owner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button">Before</button>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <button type="button">Open</button>
            </DialogTrigger>
            <DialogContent>
              <DialogTitle>Trap</DialogTitle>
              <input aria-label="Only field" />
            </DialogContent>
          </Dialog>
          <button type="button">After</button>
        </>
      );
    }
    render(<Owner />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Trap' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The field and the close button, round and round: never the page's buttons behind the dialog.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });
});
