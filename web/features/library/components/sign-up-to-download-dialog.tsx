import { LogIn, UserPlus } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useMessages } from '../../../lib/i18n/messages';
import { libraryMessages } from '../i18n';

export type DownloadKind = 'plugin' | 'theme';

/**
 * What a visitor's Download opens: the spec's 'Authentication Required' words (001 §8), and the two ways on from
 * there, each coming back to this page afterwards. A dialog the visitor reads and chooses from, instead of a red
 * toast and a jump to the sign-in page a second later.
 */
export function SignUpToDownloadDialog({ kind, onClose }: { kind: DownloadKind | null; onClose: () => void }) {
  const t = useMessages(libraryMessages);
  const [location] = useLocation();
  const back = encodeURIComponent(location);
  return (
    <Dialog
      open={kind !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('authRequiredTitle')}</DialogTitle>
          <DialogDescription>
            {kind === 'theme' ? t('logInToDownloadThemes') : t('signInToDownloadPlugins')}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted-foreground">{t('accountIsFree')}</p>
        <DialogFooter className="gap-2">
          <Button variant="outline" asChild>
            <Link href={`/auth?tab=login&redirect=${back}`} onClick={onClose}>
              <LogIn aria-hidden="true" />
              {t('signIn')}
            </Link>
          </Button>
          <Button asChild>
            <Link href={`/auth?redirect=${back}`} onClick={onClose}>
              <UserPlus aria-hidden="true" />
              {t('createFreeAccount')}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
