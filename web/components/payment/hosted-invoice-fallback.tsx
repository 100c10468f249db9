import { ArrowLeft, ExternalLink, TriangleAlert } from 'lucide-react';
import { Button } from '../ui/button';

/**
 * 000 §8: 'If the embedded payment form cannot load, a hosted invoice link is offered, or a support contact with
 * the subscription id'. The hosted page is Stripe's (it takes the card itself); the success page then asks our
 * server whether the invoice was paid.
 */
export function HostedInvoiceFallback({ hostedInvoiceUrl, onHostedInvoice, supportReference, onBack }: {
  hostedInvoiceUrl?: string | null;
  onHostedInvoice?: () => void;
  supportReference?: string | null;
  onBack?: () => void;
}) {
  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-start gap-2 font-medium"><TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />The secure card form could not load.</p>
      {hostedInvoiceUrl ? (
        <>
          <p>You can pay the same amount on Stripe&apos;s secure invoice page instead. You will come back here afterwards.</p>
          <Button asChild className="w-full sm:w-fit">
            <a href={hostedInvoiceUrl} onClick={() => onHostedInvoice?.()} rel="noopener">
              Pay on the secure invoice page<ExternalLink aria-hidden="true" />
            </a>
          </Button>
        </>
      ) : (
        <p>
          Please try again in a few minutes, or contact support
          {supportReference ? <> and quote the reference <code className="rounded bg-white/70 px-1 font-mono">{supportReference}</code></> : null}.
        </p>
      )}
      {onBack && <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={onBack}><ArrowLeft aria-hidden="true" />Back</Button>}
    </div>
  );
}
