import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { holdEndsAt, type SavedCheckout } from '../saved-checkout';

const time = (ms: number) => new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * The buyer who left the payment step sees their checkout again, for as long as the server holds
 * the domain for them, and continues the same subscription's payment (nothing is charged twice).
 */
export function ResumeBanner({
  saved,
  busy,
  onResume,
  onDiscard,
}: {
  saved: SavedCheckout;
  busy: boolean;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const plan = saved.planType === 'premium' ? 'Premium' : 'Starter';
  return (
    <section
      aria-label="Unfinished checkout"
      data-testid="resume-checkout"
      className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm sm:flex sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <History className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <p className="break-all font-semibold">Resume your checkout for {saved.domain}</p>
          <p className="text-muted-foreground">
            {plan} plan for {saved.email}; the domain is held for you until {time(holdEndsAt(saved))}.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button type="button" variant="outline" onClick={onDiscard} disabled={busy}>
          Start over
        </Button>
        <Button type="button" onClick={onResume} disabled={busy}>
          {busy ? 'Resuming...' : 'Resume checkout'}
        </Button>
      </div>
    </section>
  );
}
