import { Activity, Eye, FileText, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/**
 * 001 §2 Quick Actions: View as Client goes to /client; Server Status opens System → Status; the other two are
 * disabled.
 */
export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>See the platform the way your clients do.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild className="w-full">
          <Link href="/client">
            <Eye aria-hidden="true" />
            View as Client
          </Link>
        </Button>
        {/* A plain hash link: the dashboard follows hashchange to open the System tab, whose first sub-tab is Status. */}
        <Button asChild variant="outline" className="w-full">
          <a href="#system">
            <Activity aria-hidden="true" />
            Server Status
          </a>
        </Button>
        <Button variant="outline" className="w-full" disabled>
          <FileText aria-hidden="true" />
          Generate Report
        </Button>
        <Button variant="outline" className="w-full" disabled>
          <Wrench aria-hidden="true" />
          System Maintenance
        </Button>
      </CardContent>
    </Card>
  );
}
