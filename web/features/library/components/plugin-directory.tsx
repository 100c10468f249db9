import { Download, Puzzle, User as UserIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/session';
import { usePlugins } from '../../../api/catalogue';
import { useMessages } from '../../../lib/i18n/messages';
import { libraryCategoryText } from '../../../../contract/library-categories.js';
import { libraryDirectoryMessages } from '../directory-i18n';
import type { LibraryPlugin } from '../types';
import { ItemImage } from './item-image';
import { useCountFormat } from '../use-count-format';

const SHOWN = 6;

function DirectoryCard({ plugin, signedIn }: { plugin: LibraryPlugin; signedIn: boolean }) {
  const t = useMessages(libraryDirectoryMessages);
  const formatCount = useCountFormat();
  return (
    <Card className="flex flex-col overflow-hidden">
      <ItemImage src={plugin.imageUrl} alt={plugin.name} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">
          {libraryCategoryText(t, plugin.category)}
        </p>
        <h3 className="text-lg font-semibold leading-tight">{plugin.name}</h3>
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex items-center gap-1.5">
            <dt>
              <Download className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('downloads')}</span>
            </dt>
            <dd>{t('downloadsCount', { count: formatCount(plugin.downloadCount) })}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <UserIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('author')}</span>
            </dt>
            <dd>{plugin.author}</dd>
          </div>
        </dl>
        {signedIn ? (
          <Button asChild className="w-full">
            <Link href={`/plugin/${plugin.slug}`}>{t('downloadNow')}</Link>
          </Button>
        ) : (
          <div className="grid gap-1.5">
            <Button asChild className="w-full">
              <Link href="/auth">{t('signupForAccess')}</Link>
            </Button>
            <p className="text-center text-xs text-muted-foreground">{t('freeAccountRequired')}</p>
          </div>
        )}
      </div>
    </Card>
  );
}

/** The landing page's plugin directory (000 §2): loading, then cards, or 'No Plugins Available'. */
export function PluginDirectory() {
  const t = useMessages(libraryDirectoryMessages);
  const { isAuthenticated } = useCurrentUser();
  // Only the cards it draws (the server's order: most downloaded first), not the whole catalogue.
  const plugins = usePlugins({ limit: SHOWN });
  const shown = (plugins.data ?? []).slice(0, SHOWN);
  return (
    <section aria-labelledby="plugin-directory-title" className="grid gap-6">
      <div className="grid gap-2 text-center">
        <h2 id="plugin-directory-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('title')}
        </h2>
        <p className="text-muted-foreground">{t('intro', { count: t('pluginCountClaim') })}</p>
      </div>
      {plugins.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('loading')} />
        </div>
      ) : shown.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center">
          <Puzzle className="size-10 text-muted-foreground" aria-hidden="true" />
          <h3 className="text-lg font-semibold">{t('noPluginsTitle')}</h3>
          <p className="text-sm text-muted-foreground">{t('noPluginsText')}</p>
        </Card>
      ) : (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((plugin) => (
            <DirectoryCard key={plugin.id} plugin={plugin} signedIn={isAuthenticated} />
          ))}
        </div>
      )}
      {shown.length > 0 && (
        <div className="flex justify-center">
          <Button variant="outline" asChild>
            <Link href="/plugins">{t('browseFullLibrary')}</Link>
          </Button>
        </div>
      )}
    </section>
  );
}
