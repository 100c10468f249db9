import { MonitorSmartphone } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * The Sessions section of /settings (anchor 'sessions'). 000 sends Manage Sessions to /auth, which only bounces a
 * signed-in user back to the dashboard; it leads here instead, where the list of sessions will live.
 */
export function SessionsCard() {
  return (
    <Card id="sessions" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>Sign in again, switch accounts or recover an account.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" asChild>
          <Link href="/settings#sessions"><MonitorSmartphone aria-hidden="true" />Manage Sessions</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
