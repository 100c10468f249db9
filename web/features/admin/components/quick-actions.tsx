import { Activity, Eye, FileText, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** 001 §2 Quick Actions: View as Client goes to /client; the other three are disabled. */
export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
        <CardDescription>See the platform the way your clients do.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Button asChild className="w-full">
          <Link href="/client"><Eye aria-hidden="true" />View as Client</Link>
        </Button>
        <Button variant="outline" className="w-full" disabled><Activity aria-hidden="true" />Server Status</Button>
        <Button variant="outline" className="w-full" disabled><FileText aria-hidden="true" />Generate Report</Button>
        <Button variant="outline" className="w-full" disabled><Wrench aria-hidden="true" />System Maintenance</Button>
      </CardContent>
    </Card>
  );
}
