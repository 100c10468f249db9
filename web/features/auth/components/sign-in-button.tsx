import { LogIn } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

// The dialog, its form and the login call are fetched when a visitor first reaches for Sign In (pointer over it,
// focus, or the click itself), so a visitor's first load of a page carries none of it.
const loadDialog = () => import('./sign-in-dialog');
const LazySignInDialog = lazy(async () => ({ default: (await loadDialog()).SignInDialog }));

import { useMessages } from '../../../lib/i18n/messages';
// The bar's own word (the shell's catalogue): a page's first load carries no sign-in catalogue for it.
import { layoutMessages } from '../../../lib/i18n/layout-messages';

/** The navigation bar's Sign In button: looks the same before and after its dialog's code arrives. */
export function SignInButton({ triggerClassName }: { triggerClassName?: string }) {
  const [wanted, setWanted] = useState(false);
  const t = useMessages(layoutMessages);
  const plain = (
    <Button
      size="sm"
      className={triggerClassName}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={() => setWanted(true)}
      aria-busy={wanted || undefined}
    >
      <LogIn aria-hidden="true" />
      {t('signIn')}
    </Button>
  );
  if (!wanted) return plain;
  return (
    <Suspense fallback={plain}>
      <LazySignInDialog triggerClassName={triggerClassName} defaultOpen />
    </Suspense>
  );
}
