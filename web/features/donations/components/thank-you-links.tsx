import { House, LayoutDashboard } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { useCurrentUser } from '../../../lib/session';

/**
 * Where a donor goes next. 'Go to dashboard' only for someone signed in: a visitor donor has no account, and the
 * link used to land on 'Sign in to see your dashboard' (issue 20).
 */
export function ThankYouLinks({ className }: { className?: string }) {
  const { user } = useCurrentUser();
  return (
    <div className={className ?? 'flex flex-col gap-2 sm:flex-row'}>
      {user && <Button asChild><Link href="/dashboard"><LayoutDashboard aria-hidden="true" />Go to dashboard</Link></Button>}
      <Button variant={user ? 'outline' : 'default'} asChild><Link href="/"><House aria-hidden="true" />Back to home</Link></Button>
    </div>
  );
}
