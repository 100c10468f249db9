import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { VPS_MESSAGES as M } from '../../../../contract/vps-constants.js';
import { WithSupportLink } from '../../../components/support-contact';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** 001 §8: 'VPS Checkout Unavailable' when card payments are not configured. */
export function VpsCheckoutUnavailable() {
  return (
    <Card className="mx-auto w-full max-w-lg">
      <div className="grid justify-items-center gap-3 p-8 text-center" role="status">
        <CircleAlert className="size-10 text-amber-600" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{M.checkoutUnavailableTitle}</h1>
        <p className="text-sm text-muted-foreground">
          <WithSupportLink text={M.checkoutUnavailable} />
        </p>
        <Button variant="outline" asChild>
          <Link href="/">Back to home</Link>
        </Button>
      </div>
    </Card>
  );
}
