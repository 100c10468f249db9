import { Eye } from 'lucide-react';
import { Link } from 'wouter';
import type { User } from '../../../../contract/accounts.js';
import { PageHeader } from '../../../components/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { displayName } from '../../../lib/session';
import { DeviceLimitsCard } from './device-limits-card';

/** The admin home (001 §2). Stat cards and the management tabs arrive with their features. */
export function AdminDashboard({ user }: { user: User }) {
  return (
    <div className="grid gap-6">
      <PageHeader title="Admin Dashboard" description={`Signed in as ${displayName(user)}. Run the platform from here.`} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <DeviceLimitsCard />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
            <CardDescription>See the platform the way your clients do.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild className="w-full">
              <Link href="/client"><Eye aria-hidden="true" />View as Client</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
