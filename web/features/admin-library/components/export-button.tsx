import { FileSpreadsheet } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useMessages } from '../../../lib/i18n/messages';
import { ExportStatusError, useExportCatalogue } from '../api/export-catalogue';
import { libraryAdminMessages } from '../i18n';
import type { LibraryKind } from '../library-kind';

/** Downloads the catalogue as .xlsx (admin only, 001 §5/§7). The label differs per screen, so it is a prop. */
export function ExportCatalogueButton({
  kind,
  label,
  ...props
}: { kind: LibraryKind; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const t = useMessages(libraryAdminMessages);
  const exporter = useExportCatalogue(kind);
  const run = () =>
    exporter.mutate(undefined, {
      onSuccess: ({ fileName }) =>
        toast({ title: t('exportReadyTitle'), description: t('fileDownloaded', { fileName }) }),
      onError: (error) =>
        toast(
          error instanceof ExportStatusError && error.status === 403
            ? { title: t('adminOnlyTitle'), description: t('adminOnlyDescription'), variant: 'destructive' }
            : {
                title: t('exportFailedTitle'),
                description:
                  error instanceof ExportStatusError
                    ? t('exportFailedStatus', { status: String(error.status) })
                    : t('exportFailedDescription'),
                variant: 'destructive',
              },
        ),
    });
  return (
    <Button variant="outline" onClick={run} disabled={exporter.isPending} {...props}>
      <FileSpreadsheet aria-hidden="true" />
      {exporter.isPending ? t('exporting') : (label ?? t('exportXlsx'))}
    </Button>
  );
}
