import { MoonStar } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { useReactivateSiteMutation } from '../api/reactivate-site';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';

/**
 * A free site the idle rule deactivated: not a punishment, so it reads as a pause with the way back in one click
 * (the server checks that the caller owns the site and that nothing else holds it).
 */
export function IdleDeactivatedNotice({ accountId, domain }: { accountId: number; domain: string }) {
  const reactivate = useReactivateSiteMutation();
  const t = useMessages(hostingMessages);
  const onReactivate = () =>
    reactivate.mutate(accountId, {
      onSuccess: (answer) => toast({ title: t('activeAgain', { domain }), description: answer.message }),
      onError: (error) =>
        toast({ title: t('notReactivated'), description: parseApiError(error).message, variant: 'destructive' }),
    });
  return (
    <div
      role="status"
      data-testid="idle-deactivated"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-2">
        <MoonStar className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="font-medium">{t('idleTitle')}</p>
          <p>{t('idleLead')}</p>
        </div>
      </div>
      <Button type="button" className="shrink-0" onClick={onReactivate} disabled={reactivate.isPending}>
        {reactivate.isPending ? t('reactivating') : t('reactivate')}
      </Button>
    </div>
  );
}
