import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { Button } from '../../../components/ui/button';

/**
 * 001 §2 credentials: the password masked, with reveal and copy; without one, the spec's two texts: the password
 * was shown once and not kept, or this instance never had credentials here (e.g. a remote instance).
 */
export function InstancePassword({
  username,
  password,
}: {
  username: string | null;
  password: string | null | undefined;
}) {
  const [shown, setShown] = useState(false);
  const t = useMessages(computeMessages);
  if (!username && !password) return <p className="text-sm text-muted-foreground">{t('credentialsNotStored')}</p>;
  return (
    <div className="grid gap-2">
      {username && (
        <p className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('username')}</span>
          <span className="font-mono">{username}</span>
        </p>
      )}
      {password ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground">{t('password')}</span>
          <span
            className="min-w-[9rem] flex-1 break-all rounded-md border bg-muted/60 px-2 py-1 font-mono text-sm"
            data-testid="instance-password"
          >
            {shown ? password : '••••••••••••'}
          </span>
          <Button
            type="button"
            variant="outline"
            size="icon-sm"
            aria-label={shown ? t('hidePassword') : t('showPassword')}
            aria-pressed={shown}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
          <CopyButton value={password} label={t('password')} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('passwordNotRetained')}</p>
      )}
    </div>
  );
}
