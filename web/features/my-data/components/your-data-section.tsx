import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useExportMyData } from '../api/export-data';
import { EraseAccountDialog } from './erase-account-dialog';

/** 'Your data' on /settings (anchor 'your-data'): download everything stored about you, or erase the account. */
export function YourDataSection() {
  const exportData = useExportMyData();
  const [erasing, setErasing] = useState(false);

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: (filename) => toast({ title: 'Download started', description: `Your data is saved as ${filename}.` }),
      onError: (error) =>
        toast({
          title: 'Download failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card id="your-data" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Everything we store about you (profile, devices, sessions, hosting accounts, downloads, orders, donations and
          security events) as one JSON file, or your account erased.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={download} disabled={exportData.isPending}>
          <Download aria-hidden="true" />
          {exportData.isPending ? 'Preparing...' : 'Download my data'}
        </Button>
        <Button variant="destructive" onClick={() => setErasing(true)}>
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </CardContent>
      <EraseAccountDialog open={erasing} onOpenChange={setErasing} />
    </Card>
  );
}
