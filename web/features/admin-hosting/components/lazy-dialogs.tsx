import { lazy } from 'react';

// The hosting tab's dialogs, fetched when one first opens (web/lib/use-opened-once.ts): the tab's first drawing is
// the search, the create form and the list, and every dialog there starts closed. Radix's dialog parts are asked
// for at the same time, not after the dialog's own code has come.
const withDialogParts = <M,>(load: () => Promise<M>) => {
  void import('../../../components/ui/dialog').then((m) => m.preloadDialog());
  return load();
};

export const BulkPackageDialog = lazy(() =>
  withDialogParts(() => import('./bulk-package-dialog')).then((m) => ({ default: m.BulkPackageDialog })),
);
export const DeleteAccountDialog = lazy(() =>
  withDialogParts(() => import('./delete-account-dialog')).then((m) => ({ default: m.DeleteAccountDialog })),
);
export const SuspendAccountDialog = lazy(() =>
  withDialogParts(() => import('./suspend-account-dialog')).then((m) => ({ default: m.SuspendAccountDialog })),
);
export const CredentialsDialog = lazy(() =>
  withDialogParts(() => import('./credentials-dialog')).then((m) => ({ default: m.CredentialsDialog })),
);
