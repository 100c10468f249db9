import { MoonStar } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { useReactivateSiteMutation } from '../api/reactivate-site';

/**
 * A free site the idle rule deactivated: not a punishment, so it reads as a pause with the way back in one click
 * (the server checks that the caller owns the site and that nothing else holds it).
 */
export function IdleDeactivatedNotice({ accountId, domain }: { accountId: number; domain: string }) {
  const reactivate = useReactivateSiteMutation();
  const onReactivate = () =>
    reactivate.mutate(accountId, {
      onSuccess: (answer) => toast({ title: `${domain} is active again`, description: answer.message }),
      onError: (error) =>
        toast({ title: 'Not reactivated', description: parseApiError(error).message, variant: 'destructive' }),
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
          <p className="font-medium">This site was deactivated because it had no visitors for a long time.</p>
          <p>Your files are kept. Reactivate it and it comes back as it was.</p>
        </div>
      </div>
      <Button type="button" className="shrink-0" onClick={onReactivate} disabled={reactivate.isPending}>
        {reactivate.isPending ? 'Reactivating…' : 'Reactivate'}
      </Button>
    </div>
  );
}
