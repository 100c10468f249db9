import { MonitorSmartphone } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

export function SessionsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>Sign in again, switch accounts or recover an account.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" asChild>
          <Link href="/auth"><MonitorSmartphone aria-hidden="true" />Manage Sessions</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
