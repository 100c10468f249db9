import { FileSpreadsheet } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ExportStatusError, useExportCatalogue } from '../api/export-catalogue';
import type { LibraryKind } from '../library-kind';
import { ADMIN_LIBRARY_COPY as C } from '../messages';

/** Downloads the catalogue as .xlsx (admin only, 001 §5/§7). The label differs per screen, so it is a prop. */
export function ExportCatalogueButton({
  kind,
  label = 'Export .xlsx',
  ...props
}: { kind: LibraryKind; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const exporter = useExportCatalogue(kind);
  const run = () =>
    exporter.mutate(undefined, {
      onSuccess: ({ fileName }) =>
        toast({ title: C.exportReadyTitle, description: `${fileName} has been downloaded.` }),
      onError: (error) =>
        toast(
          error instanceof ExportStatusError && error.status === 403
            ? { title: C.adminOnlyTitle, description: C.adminOnlyDescription, variant: 'destructive' }
            : {
                title: C.exportFailedTitle,
                description:
                  error instanceof ExportStatusError ? C.exportFailedStatus(error.status) : C.exportFailedDescription,
                variant: 'destructive',
              },
        ),
    });
  return (
    <Button variant="outline" onClick={run} disabled={exporter.isPending} {...props}>
      <FileSpreadsheet aria-hidden="true" />
      {exporter.isPending ? 'Exporting...' : label}
    </Button>
  );
}
