import {
  ArrowLeft,
  Calendar,
  Download,
  FileArchive,
  Globe,
  HeartHandshake,
  LifeBuoy,
  Lock,
  Puzzle,
  Tag,
  User as UserIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { PluginDetail } from '../../../../contract/library.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { useCurrentUser } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePluginBySlug } from '../../../api/plugin-by-slug';
import { leavePage } from '../../../lib/page-navigation';
import { usePluginDownload } from '../hooks/use-library-download';
import { useMessages } from '../../../lib/i18n/messages';
import { useLocale } from '../../../lib/i18n/locale';
import { SOURCE_LOCALE } from '../../../../contract/i18n/locales.js';
import { categoryText, libraryMessages } from '../i18n';
import { formatFileSize } from '../../../lib/format-size';
import { ItemImage } from './item-image';
import { useCountFormat } from '../use-count-format';

/** A date as the page's language writes it (English as 'Nov 29, 2026', as before). */
function formatDate(iso: string | null, locale: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString(locale === SOURCE_LOCALE ? 'en-US' : locale, { dateStyle: 'medium' });
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-card p-4">
      <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

function NotFound() {
  const t = useMessages(libraryMessages);
  useDocumentTitle(t('pluginNotFound'));
  return (
    <Card className="mx-auto grid max-w-lg justify-items-center gap-3 p-10 text-center">
      <Puzzle className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{t('pluginNotFound')}</h1>
      <p className="text-muted-foreground">{t('pluginNotFoundText')}</p>
      <Button asChild>
        <Link href="/plugins">
          <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
          {t('backToPluginLibrary')}
        </Link>
      </Button>
    </Card>
  );
}

/**
 * Download from the detail page (001 §6): a public plugin downloads for anyone through GET …/download; a
 * members-only one uses the signed-in flow, and visitors are sent to /auth.
 */
function useDetailDownload(plugin: PluginDetail) {
  const t = useMessages(libraryMessages);
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const signedIn = usePluginDownload();
  const download = () => {
    if (plugin.isPublic) {
      toast({ title: t('downloadStartedTitle'), description: t('isDownloading', { name: plugin.name }) });
      leavePage(`/api/plugins/${plugin.id}/download`);
    } else if (user) {
      signedIn.download(plugin);
    } else {
      navigate(`/auth?redirect=${encodeURIComponent(`/plugin/${plugin.slug}`)}`);
    }
  };
  return { download, isPending: signedIn.pendingId === plugin.id };
}

function Detail({ plugin }: { plugin: PluginDetail }) {
  const t = useMessages(libraryMessages);
  const locale = useLocale();
  const formatCount = useCountFormat();
  useDocumentTitle(plugin.name);
  const { download, isPending } = useDetailDownload(plugin);
  const facts: [string, ReactNode][] = [
    [t('factCategory'), categoryText(t, plugin.category)],
    [t('factVersion'), plugin.version ?? '—'],
    [t('factLatest'), plugin.latestVersion ?? '—'],
    [t('factAuthor'), plugin.author ?? '—'],
    [t('factFile'), plugin.fileName ?? '—'],
    [t('factSize'), plugin.fileSize === null ? '—' : formatFileSize(plugin.fileSize)],
    [t('factAdded'), formatDate(plugin.createdAt, locale)],
    [t('factUpdated'), formatDate(plugin.updatedAt, locale)],
  ];
  return (
    <div className="grid gap-6">
      <Link
        href="/plugins"
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('pluginLibrary')}
      </Link>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr] md:items-start">
        <ItemImage
          src={plugin.imageUrl}
          alt={plugin.name}
          className="aspect-[4/3] w-full rounded-xl border md:aspect-square"
        />
        <div className="grid min-w-0 gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" className="uppercase tracking-wide">
              {categoryText(t, plugin.category)}
            </Badge>
            {plugin.isPublic ? (
              <Badge variant="success">
                <Globe className="size-3" aria-hidden="true" />
                {t('publicDownload')}
              </Badge>
            ) : (
              <Badge variant="secondary">
                <Lock className="size-3" aria-hidden="true" />
                {t('membersOnly')}
              </Badge>
            )}
          </div>
          <h1 className="text-3xl font-bold tracking-tight">{plugin.name}</h1>
          {plugin.author && (
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <UserIcon className="size-4" aria-hidden="true" />
              {t('byAuthor', { author: plugin.author })}
            </p>
          )}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat
              icon={<Download className="size-3.5" aria-hidden="true" />}
              label={t('downloads')}
              value={formatCount(plugin.downloadCount)}
            />
            <Stat
              icon={<Tag className="size-3.5" aria-hidden="true" />}
              label={t('factVersion')}
              value={plugin.version ?? '—'}
            />
            <Stat
              icon={<Calendar className="size-3.5" aria-hidden="true" />}
              label={t('factUpdated')}
              value={formatDate(plugin.updatedAt, locale)}
            />
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button size="lg" onClick={download} disabled={isPending} className="w-full sm:w-auto">
              <Download aria-hidden="true" />
              {isPending ? t('preparing') : t('download')}
            </Button>
            <Button size="lg" variant="outline" className="w-full sm:w-auto" asChild>
              <Link href={`/plugin/${plugin.slug}/donate`}>
                <HeartHandshake className="text-rose-600" aria-hidden="true" />
                {t('donate')}
              </Link>
            </Button>
          </div>
          {!plugin.isPublic && <p className="text-sm text-muted-foreground">{t('freeAccountRequired')}</p>}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <Card>
          <CardHeader>
            <CardTitle>{t('details')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <p className="whitespace-pre-line text-sm leading-relaxed">{plugin.description || t('noDescription')}</p>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {facts.map(([label, value]) => (
                <div key={label} className="grid gap-0.5">
                  <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
              {t('support')}
            </CardTitle>
            <CardDescription>{t('supportDescription')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p className="flex items-start gap-2">
              <FileArchive className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              {t('installSteps')}
            </p>
            <p>{t('missingPlugin')}</p>
            <Button variant="outline" asChild>
              <Link href="/plugins">{t('browseTheLibrary')}</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** /plugin/{slug} (001 §2): stats, Download and Donate $5, details and support. */
export function PluginDetailPage({ slug }: { slug: string }) {
  const t = useMessages(libraryMessages);
  const plugin = usePluginBySlug(slug);
  if (plugin.isPending)
    return (
      <div className="flex justify-center py-20">
        <Spinner />
      </div>
    );
  if (plugin.isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border bg-card shadow-sm mx-auto max-w-lg p-8 text-center text-sm text-destructive"
      >
        {t('pluginLoadFailed')}
      </div>
    );
  }
  if (!plugin.data) return <NotFound />;
  return <Detail plugin={plugin.data} />;
}
