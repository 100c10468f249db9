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
import { useAdminSitePages, useSaveSitePage, useSaveSupportContact, useSupportContact } from '../api/admin-site-pages';

function PageEditor() {
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
      toast({ title: answer.message, description: `${SITE_PAGES[slug].title} is live at ${SITE_PAGES[slug].path}.` });
    } catch (error) {
      toast({
        title: 'Save Failed',
        description: errorMessage(error, 'The page was not saved.'),
        variant: 'destructive',
      });
    }
  });

  if (pages.isPending) return <Spinner label="Loading the pages..." />;
  if (pages.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the pages: {errorMessage(pages.error, 'unknown error')}
      </p>
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden="true" />
          Policy pages
        </CardTitle>
        <CardDescription>
          Written in Markdown: # headings, - lists, **bold**, *italic*, [links](https://example.org). HTML is shown as
          text, never run. Linked in the footer and at every sign-up.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-2 sm:max-w-xs">
            <Label htmlFor="site-page-slug">Page</Label>
            <NativeSelect id="site-page-slug" value={slug} onChange={(e) => setSlug(e.target.value as SitePageSlug)}>
              {SITE_PAGE_SLUGS.map((s) => (
                <option key={s} value={s}>
                  {SITE_PAGES[s].title}
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
              label={`${SITE_PAGES[slug].title} (Markdown)`}
              rows={18}
              variant={null}
              className="font-mono text-sm"
              hint={
                current?.updatedAt
                  ? `Last saved ${new Date(current.updatedAt).toLocaleString()}`
                  : 'The built-in text: edit it to name your organisation and country.'
              }
              error={form.formState.errors.markdown?.message}
              {...form.register('markdown')}
            />
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setPreview((p) => !p)}>
              <Eye aria-hidden="true" />
              {preview ? 'Edit' : 'Preview'}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? 'Saving...' : 'Save page'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function SupportContactForm() {
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
        title: 'Save Failed',
        description: errorMessage(error, 'The support contact was not saved.'),
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
          Support contact
        </CardTitle>
        <CardDescription>
          Shown wherever the site says “contact support”. Leave both empty to show no contact.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="support-email"
            label="Support e-mail"
            type="email"
            placeholder="help@example.org"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            id="support-url"
            label="Support page"
            optional
            placeholder="https://help.example.org"
            error={errors.url?.message}
            {...form.register('url')}
          />
          <div className="flex justify-end sm:col-span-2">
            <Button type="submit" disabled={save.isPending || contact.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? 'Saving...' : 'Save contact'}
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
