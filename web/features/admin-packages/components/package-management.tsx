import { Package, Plus } from 'lucide-react';
import { PackageActions, PackageFact } from '../../../components/package-card-parts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { usePackageListDialogs } from '../../../components/use-package-list-dialogs';
import { errorMessage } from '../../../lib/api-error';
import { useQuotaText } from '../../../lib/use-quota-text';
import { useDuplicatePackage } from '../api/duplicate-package';
import { usePackages } from '../../../api/packages';
import { formatPackagePrice } from '../package-form';
import { DeletePackageDialog } from './delete-package-dialog';
import { PackageFormDialog } from './package-form-dialog';
import { useMessages } from '../../../lib/i18n/messages';
import { packagesMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';

/** 001 §2 Package Management: list, add/edit dialog, duplicate (opens the copy in edit mode), delete. */
export function PackageManagement() {
  const t = useMessages(packagesMessages);
  const quota = useQuotaText();
  const locale = useLocale();
  const priceWords = { free: t('free'), perMonth: (price: string) => t('perMonth', { price }) };
  const packages = usePackages();
  const duplicate = useDuplicatePackage();
  const { editing, setEditing, toDelete, setToDelete, runDuplicate } = usePackageListDialogs(duplicate);

  return (
    <Card>
      <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Package className="size-5 text-primary" aria-hidden="true" />
            {t('title')}
          </CardTitle>
          <CardDescription>{t('titleDescription')}</CardDescription>
        </div>
        <Button size="sm" onClick={() => setEditing({ pkg: null })}>
          <Plus aria-hidden="true" />
          {t('addPackage')}
        </Button>
      </div>
      <CardContent>
        {packages.isPending ? (
          <Spinner label={t('loading')} />
        ) : packages.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadFailed', { error: errorMessage(packages.error, t('unknownError')) })}
          </p>
        ) : packages.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {t('noPackages')}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {packages.data.map((pkg) => {
              const quotas = quota.packageQuotas(pkg);
              return (
                <li key={pkg.id} aria-label={pkg.displayName} className="grid gap-3 rounded-lg border p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="grid min-w-0 gap-0.5">
                      <h3 className="truncate font-semibold">{pkg.displayName}</h3>
                      <p className="truncate text-xs text-muted-foreground">
                        {t('nameAndWhm', { name: pkg.name, whm: pkg.whmPackageName ?? '–' })}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center gap-1.5">
                      <Badge variant="outline" className="capitalize">
                        {pkg.planType}
                      </Badge>
                      {pkg.isActive ? (
                        <Badge variant="success">{t('active')}</Badge>
                      ) : (
                        <Badge variant="secondary">{t('inactive')}</Badge>
                      )}
                    </div>
                  </div>
                  <p className="text-xl font-bold">{formatPackagePrice(pkg, locale, priceWords)}</p>
                  {pkg.description && <p className="text-sm text-muted-foreground">{pkg.description}</p>}
                  <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                    <PackageFact label={t('factDisk')} value={quotas.disk} />
                    <PackageFact label={t('factBandwidth')} value={quotas.bandwidth} />
                    <PackageFact label={t('factEmail')} value={quotas.emailAccounts} />
                    <PackageFact label={t('factDatabases')} value={quotas.databases} />
                    <PackageFact label={t('factSubdomains')} value={quotas.subdomains ?? '—'} />
                  </dl>
                  {pkg.allowedTlds.length > 0 && (
                    <p className="text-xs text-muted-foreground">
                      {t('tldList', { tlds: pkg.allowedTlds.map((tld) => `.${tld}`).join(', ') })}
                    </p>
                  )}
                  <PackageActions
                    onEdit={() => setEditing({ pkg })}
                    onDuplicate={() => runDuplicate(pkg)}
                    onDelete={() => setToDelete(pkg)}
                    duplicating={duplicate.isPending}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <PackageFormDialog open={editing !== null} pkg={editing?.pkg ?? null} onClose={() => setEditing(null)} />
      <DeletePackageDialog pkg={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}
