import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { FileArchive, Sparkles, Upload, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from '../../../lib/form';
import type { ArchiveHeader } from '../../../../contract/library.js';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useSaveLibraryItem } from '../api/save-library-item';
import { checkArchive } from '../archive-check';
import {
  EMPTY_ITEM_FORM,
  libraryItemFormSchema,
  themeUploadFormSchema,
  type LibraryItemFormInput,
  type LibraryItemFormOutput,
} from '../item-form-schema';
import { LIBRARY_KINDS, type LibraryKind } from '../library-kind';
import { UploadAbortedError, type UploadProgress } from '../lib/send-multipart';
import { useArchivePrefill } from '../use-archive-prefill';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { libraryAdminMessages } from '../i18n';
import { FileField } from './file-field';
import { ItemTextFields } from './item-text-fields';
import { UploadProgressBar } from './upload-progress';

function HeaderSummary({ header }: { header: ArchiveHeader }) {
  const t = useMessages(libraryAdminMessages);
  const facts = [
    [t('fieldName'), header.name],
    [t('fieldVersion'), header.version],
    [t('fieldSlug'), header.slug],
    [t('fieldAuthor'), header.author],
  ].filter(([, v]) => v);
  if (facts.length === 0) return null;
  return (
    <div className="rounded-lg border bg-muted/40 p-3 text-xs" data-testid="archive-header">
      <p className="mb-1 font-medium text-foreground">{t('readFromHeader')}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-muted-foreground">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="truncate text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The upload form of the Plugins and Themes tabs (001 §2, §5, §7) with a real progress bar. */
export function UploadCard({ kind }: { kind: LibraryKind }) {
  const t = useMessages(libraryAdminMessages);
  const tError = useErrorText();
  const plugin = kind === 'plugin';
  const config = LIBRARY_KINDS[kind];
  const form = useForm<LibraryItemFormInput, unknown, LibraryItemFormOutput>({
    resolver: zodFormResolver(kind === 'theme' ? themeUploadFormSchema : libraryItemFormSchema),
    defaultValues: EMPTY_ITEM_FORM,
  });
  const save = useSaveLibraryItem(kind);
  const [archive, setArchive] = useState<File | null>(null);
  const [archiveError, setArchiveError] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [lastHeader, setLastHeader] = useState<ArchiveHeader | null>(null);
  // Remounting the file inputs is the only way to clear what a file input shows.
  const [fileInputsKey, setFileInputsKey] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const uploading = save.isPending;
  const prefill = useArchivePrefill(kind, form);

  const chooseArchive = (file: File | null) => {
    const problem = file ? checkArchive(kind, file) : null;
    setArchive(file);
    setArchiveError(problem);
    void prefill.inspect(problem ? null : file);
  };

  const requireArchive = (): boolean => {
    if (!archive) {
      setArchiveError(config.messages.fileRequired);
      return false;
    }
    const problem = checkArchive(kind, archive);
    setArchiveError(problem);
    return problem === null;
  };

  const onSubmit = async (values: LibraryItemFormOutput) => {
    if (!requireArchive() || prefill.duplicate) return;
    abort.current = new AbortController();
    setProgress({ loaded: 0, total: archive!.size + (image?.size ?? 0), percent: 0 });
    try {
      const saved = await save.mutateAsync({
        values,
        archive,
        image,
        onProgress: setProgress,
        signal: abort.current.signal,
      });
      toast({ title: t('successTitle'), description: tError(config.messages.uploaded) });
      setLastHeader(saved.header);
      form.reset(EMPTY_ITEM_FORM);
      prefill.forget();
      setArchive(null);
      setImage(null);
      setFileInputsKey((k) => k + 1);
    } catch (error) {
      if (!(error instanceof UploadAbortedError)) {
        toast({
          title: t('uploadFailedTitle'),
          description: errorMessage(error, t('uploadDidNotComplete')),
          variant: 'destructive',
        });
      }
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  // The archive is checked together with the other fields, so every message shows at once.
  const submit = (event: React.FormEvent) => {
    requireArchive();
    void form.handleSubmit(onSubmit)(event);
  };

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Upload className="size-5 text-primary" aria-hidden="true" />
          {t(plugin ? 'uploadPlugin' : 'uploadTheme')}
        </CardTitle>
        <CardDescription>{t(plugin ? 'uploadPluginLead' : 'uploadThemeLead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-4"
          aria-label={t(plugin ? 'uploadPlugin' : 'uploadTheme')}
        >
          <div key={fileInputsKey} className="grid gap-4 sm:grid-cols-2">
            <FileField
              id={`${kind}-upload-archive`}
              label={
                <>
                  <FileArchive className="size-4" aria-hidden="true" />
                  {t(plugin ? 'pluginFileZip' : 'themeFileZip')}
                </>
              }
              accept=".zip,application/zip,application/x-zip-compressed"
              file={archive}
              error={tError(archiveError ?? undefined) ?? prefill.duplicate}
              disabled={uploading}
              onChange={chooseArchive}
            />
            <FileField
              id={`${kind}-upload-image`}
              label={t('image')}
              accept="image/*"
              file={image}
              disabled={uploading}
              hint={t('imageHint')}
              onChange={setImage}
            />
          </div>
          {prefill.filled && (
            <p className="-mt-2 flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="prefill-note">
              <Sparkles className="size-3.5" aria-hidden="true" />
              {t('filledFromHeader')}
            </p>
          )}
          <ItemTextFields
            form={form}
            config={config}
            idPrefix={`${kind}-upload`}
            disabled={uploading}
            fromHeader={kind === 'theme'}
          />
          {uploading && (
            <UploadProgressBar progress={progress} label={t(plugin ? 'pluginUploadProgress' : 'themeUploadProgress')} />
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={uploading || prefill.duplicate !== null}>
              <Upload aria-hidden="true" />
              {uploading ? t('uploading') : t(plugin ? 'uploadPlugin' : 'uploadTheme')}
            </Button>
            {uploading && (
              <Button variant="outline" onClick={() => abort.current?.abort()}>
                <X aria-hidden="true" />
                {t('cancelUpload')}
              </Button>
            )}
          </div>
          {lastHeader && !uploading && <HeaderSummary header={lastHeader} />}
        </form>
      </CardContent>
    </Card>
  );
}
