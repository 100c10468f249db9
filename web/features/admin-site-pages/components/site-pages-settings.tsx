import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { Eye, FileText, LifeBuoy, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from '../../../lib/form';
import {
  SITE_PAGE_SLUGS,
  SITE_PAGES,
  sitePageUpdateBody,
  supportContactBody,
  type SitePageSlug,
  type SupportContactBody,
} from '../../../../contract/site-pages.js';
import { TextareaField, TextField } from '../../../components/form-field';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { Markdown } from '../../../lib/markdown';
import { useMessages } from '../../../lib/i18n/messages';
import { useLocale } from '../../../lib/i18n/locale';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useAdminSitePages, useSaveSitePage, useSaveSupportContact, useSupportContact } from '../api/admin-site-pages';
import { sitePagesMessages } from '../i18n';

// The pages' titles in the admin's language (the contract keeps the English ones, which the public pages show).
const PAGE_TITLE = {
  terms: 'pageTerms',
  privacy: 'pagePrivacy',
  'acceptable-use': 'pageAcceptableUse',
} as const satisfies Record<SitePageSlug, string>;

function PageEditor() {
  const t = useMessages(sitePagesMessages);
  const tError = useErrorText();
  const locale = useLocale();
  const pages = useAdminSitePages();
  const save = useSaveSitePage();
  const [slug, setSlug] = useState<SitePageSlug>('terms');
  const [preview, setPreview] = useState(false);
  const form = useForm<{ markdown: string }>({
    resolver: zodFormResolver(sitePageUpdateBody),
    defaultValues: { markdown: '' },
  });
  const current = pages.data?.find((p) => p.slug === slug);
  useEffect(() => {
    if (current) form.reset({ markdown: current.markdown });
  }, [current, form]);

  const onSubmit = form.handleSubmit(async ({ markdown }) => {
    try {
      const answer = await save.mutateAsync({ slug, markdown });
      toast({
        title: answer.message,
        description: t('pageLive', { title: t(PAGE_TITLE[slug]), path: SITE_PAGES[slug].path }),
      });
    } catch (error) {
      toast({
        title: t('saveFailed'),
        description: errorMessage(error, t('pageNotSaved')),
        variant: 'destructive',
      });
    }
  });

  if (pages.isPending) return <Spinner label={t('loadingPages')} />;
  if (pages.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('loadFailed', { error: errorMessage(pages.error, t('unknownError')) })}
      </p>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden="true" />
          {t('policyPages')}
        </CardTitle>
        <CardDescription>{t('policyLead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-2 sm:max-w-xs">
            <Label htmlFor="site-page-slug">{t('page')}</Label>
            <NativeSelect id="site-page-slug" value={slug} onChange={(e) => setSlug(e.target.value as SitePageSlug)}>
              {SITE_PAGE_SLUGS.map((s) => (
                <option key={s} value={s}>
                  {t(PAGE_TITLE[s])}
                </option>
              ))}
            </NativeSelect>
          </div>
          {preview ? (
            <div className="rounded-lg border p-4">
              <Markdown source={form.watch('markdown')} />
            </div>
          ) : (
            <TextareaField
              id="site-page-markdown"
              label={t('markdownLabel', { title: t(PAGE_TITLE[slug]) })}
              rows={18}
              variant={null}
              className="font-mono text-sm"
              hint={
                current?.updatedAt
                  ? t('lastSaved', { at: new Date(current.updatedAt).toLocaleString(locale) })
                  : t('builtInText')
              }
              error={tError(form.formState.errors.markdown?.message)}
              {...form.register('markdown')}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setPreview((p) => !p)}>
              <Eye aria-hidden="true" />
              {preview ? t('edit') : t('preview')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? t('saving') : t('savePage')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function SupportContactForm() {
  const t = useMessages(sitePagesMessages);
  const tError = useErrorText();
  const contact = useSupportContact();
  const save = useSaveSupportContact();
  const form = useForm<SupportContactBody>({
    resolver: zodFormResolver(supportContactBody),
    defaultValues: { email: '', url: '' },
  });
  useEffect(() => {
    if (contact.data) form.reset({ email: contact.data.email ?? '', url: contact.data.url ?? '' });
  }, [contact.data, form]);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      toast({ title: (await save.mutateAsync(values)).message });
    } catch (error) {
      toast({
        title: t('saveFailed'),
        description: errorMessage(error, t('contactNotSaved')),
        variant: 'destructive',
      });
    }
  });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
          {t('supportContact')}
        </CardTitle>
        <CardDescription>{t('supportLead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="support-email"
            label={t('supportEmail')}
            type="email"
            placeholder={t('supportEmailPlaceholder')}
            error={tError(errors.email?.message)}
            {...form.register('email')}
          />
          <TextField
            id="support-url"
            label={t('supportPage')}
            optional
            placeholder={t('supportPagePlaceholder')}
            error={tError(errors.url?.message)}
            {...form.register('url')}
          />
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={save.isPending || contact.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? t('saving') : t('saveContact')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** Settings → Pages: the policy pages and the support contact. */
export function SitePagesSettings() {
  return (
    <div className="grid gap-6">
      <SupportContactForm />
      <PageEditor />
    </div>
  );
}
