import { Link } from 'wouter';
import { cn } from '../lib/utils';

/** Under every sign-up and checkout: what the visitor agrees to, with the three policy pages one click away. */
export function PolicyConsent({
  action = 'By creating an account',
  className,
}: {
  action?: string;
  className?: string;
}) {
  const link = 'underline underline-offset-4 hover:text-foreground';
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {action}, you agree to the{' '}
      <Link href="/terms" className={link}>
        Terms of Service
      </Link>{' '}
      and the{' '}
      <Link href="/acceptable-use" className={link}>
        Acceptable Use Policy
      </Link>
      . Read how we handle your data in the{' '}
      <Link href="/privacy" className={link}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
