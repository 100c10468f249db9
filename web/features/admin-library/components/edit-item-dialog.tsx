import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from '../../../lib/form';
import type { AdminLibraryItem } from '../../../../contract/library.js';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useSaveLibraryItem } from '../api/save-library-item';
import { checkArchive } from '../archive-check';
import {
  EMPTY_ITEM_FORM,
  libraryItemFormSchema,
  type LibraryItemFormInput,
  type LibraryItemFormOutput,
} from '../item-form-schema';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';
import { UploadAbortedError, type UploadProgress } from '../lib/send-multipart';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { libraryAdminMessages } from '../i18n';
import { FileField } from './file-field';
import { ItemTextFields } from './item-text-fields';
import { UploadProgressBar } from './upload-progress';

function valuesOf(item: AdminLibraryItem): LibraryItemFormInput {
  const category = (item.category || '') as LibraryItemFormInput['category'];
  return {
    name: item.name,
    description: item.description ?? '',
    category,
    version: item.version ?? '',
    author: item.author ?? '',
    isPublic: item.isPublic,
  };
}

/** Edit a plugin or theme: name, description and version required; a replacement archive and image optional (001 §5). */
export function EditItemDialog({
  kind,
  item,
  onClose,
}: {
  kind: LibraryKind;
  item: AdminLibraryItem | null;
  onClose: () => void;
}) {
  const t = useMessages(libraryAdminMessages);
  const tError = useErrorText();
  const plugin = kind === 'plugin';
  const config = LIBRARY_KINDS[kind];
  const form = useForm<LibraryItemFormInput, unknown, LibraryItemFormOutput>({
    resolver: zodFormResolver(libraryItemFormSchema),
    defaultValues: EMPTY_ITEM_FORM,
  });
  const save = useSaveLibraryItem(kind);
  const [archive, setArchive] = useState<File | null>(null);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!item) return;
    form.reset(valuesOf(item));
    setArchive(null);
    setArchiveError(null);
    setImage(null);
  }, [item, form]);

  const chooseArchive = (file: File | null) => {
    setArchive(file);
    setArchiveError(file ? checkArchive(kind, file) : null);
  };

  const onSubmit = async (values: LibraryItemFormOutput) => {
    if (!item || archiveError) return;
    abort.current = new AbortController();
    setProgress(archive || image ? { loaded: 0, total: (archive?.size ?? 0) + (image?.size ?? 0), percent: 0 } : null);
    try {
      await save.mutateAsync({
        id: item.id,
        values,
        archive,
        image,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      toast({ title: t('successTitle'), description: tError(config.messages.updated) });
      onClose();
    } catch (error) {
      if (!(error instanceof UploadAbortedError)) {
        toast({
          title: t('updateFailedTitle'),
          description: errorMessage(error, t(plugin ? 'couldNotUpdatePlugin' : 'couldNotUpdateTheme')),
          variant: 'destructive',
        });
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };
  const busy = save.isPending;
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent width="2xl" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t(plugin ? 'editPlugin' : 'editTheme')}</DialogTitle>
          <DialogDescription>{t('editDescription', { name: item?.name ?? '' })}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          className="grid gap-4"
          aria-label={t(plugin ? 'editPlugin' : 'editTheme')}
        >
          <ItemTextFields form={form} config={config} idPrefix={`${kind}-edit`} disabled={busy} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FileField
              id={`${kind}-edit-archive`}
              label={t(plugin ? 'replacementPluginFile' : 'replacementThemeFile')}
              accept=".zip,application/zip,application/x-zip-compressed"
              file={archive}
              error={tError(archiveError ?? undefined)}
              disabled={busy}
              hint={t('optionalHint')}
              onChange={chooseArchive}
            />
            <FileField
              id={`${kind}-edit-image`}
              label={t('replacementImage')}
              accept="image/*"
              file={image}
              disabled={busy}
              hint={t('optionalHint')}
              onChange={setImage}
            />
          </div>
          {busy && progress && (
            <UploadProgressBar progress={progress} label={t(plugin ? 'pluginUploadProgress' : 'themeUploadProgress')} />
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              <Save aria-hidden="true" />
              {busy ? t('saving') : t('saveChanges')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
