import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useExportMyData } from '../api/export-data';
import { EraseAccountDialog } from './erase-account-dialog';
import { useMessages } from '../../../lib/i18n/messages';
import { myDataMessages } from '../i18n';

/** 'Your data' on /settings (anchor 'your-data'): download everything stored about you, or erase the account. */
export function YourDataSection() {
  const t = useMessages(myDataMessages);
  const exportData = useExportMyData();
  const [erasing, setErasing] = useState(false);

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: (filename) => toast({ title: t('downloadStarted'), description: t('savedAs', { filename }) }),
      onError: (error) =>
        toast({
          title: t('downloadFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
    });

  return (
    <Card id="your-data" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{t('sectionTitle')}</CardTitle>
        <CardDescription>{t('sectionDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={download} disabled={exportData.isPending}>
          <Download aria-hidden="true" />
          {exportData.isPending ? t('preparing') : t('downloadMyData')}
        </Button>
        <Button variant="destructive" onClick={() => setErasing(true)}>
          <Trash2 aria-hidden="true" />
          {t('deleteMyAccount')}
        </Button>
      </CardContent>
      <EraseAccountDialog open={erasing} onOpenChange={setErasing} />
    </Card>
  );
}
