import { Plus, Server } from 'lucide-react';
import { PackageActions, PackageFact } from '../../../components/package-card-parts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { usePackageListDialogs } from '../../../components/use-package-list-dialogs';
import { errorMessage } from '../../../lib/api-error';
import { formatMoney } from '../../../../contract/i18n/format.js';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { formatMegabytes } from '../../../lib/format-size';
import { useDuplicateVpsPackage } from '../api/duplicate-vps-package';
import { useVpsPackages } from '../api/get-vps-packages';
import { DeleteVpsPackageDialog } from './delete-vps-package-dialog';
import { vpsMessages } from '../i18n';
import { VpsPackageFormDialog } from './vps-package-form-dialog';

/** 001 §2 VPS Management → VPS Packages: list by sort order, add/edit dialog, duplicate (opens the copy), delete. */
export function VpsPackageManagement() {
  const t = useMessages(vpsMessages);
  const locale = useLocale();
  const packages = useVpsPackages();
  const duplicate = useDuplicateVpsPackage();
  const { editing, setEditing, toDelete, setToDelete, runDuplicate } = usePackageListDialogs(duplicate);

  const sorted = packages.data ? [...packages.data].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id) : [];
  return (
    <Card>
      <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Server className="size-5 text-primary" aria-hidden="true" />
            {t('vpsPackages')}
          </CardTitle>
          <CardDescription>{t('packagesLead')}</CardDescription>
        </div>
        <Button size="sm" onClick={() => setEditing({ pkg: null })}>
          <Plus aria-hidden="true" />
          {t('addPackage')}
        </Button>
      </div>
      <CardContent>
        {packages.isPending ? (
          <Spinner label={t('loadingPackages')} />
        ) : packages.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadPackagesFailed', { error: errorMessage(packages.error, t('unknownError')) })}
          </p>
        ) : sorted.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {t('noPackages')}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {sorted.map((pkg) => (
              <li key={pkg.id} aria-label={pkg.displayName} className="grid gap-3 rounded-lg border p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="grid min-w-0 gap-0.5">
                    <h3 className="truncate font-semibold">{pkg.displayName}</h3>
                    <p className="truncate text-xs text-muted-foreground">
                      {t('packageOrder', { name: pkg.name, order: String(pkg.sortOrder) })}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-1.5">
                    {pkg.isAnonymous && <Badge variant="outline">{t('anonymous')}</Badge>}
                    {pkg.isActive ? (
                      <Badge variant="success">{t('active')}</Badge>
                    ) : (
                      <Badge variant="secondary">{t('inactive')}</Badge>
                    )}
                  </div>
                </div>
                <p className="text-xl font-bold">
                  {formatMoney(pkg.price, pkg.currency, locale)}
                  <span className="text-sm font-normal text-muted-foreground">{t('perMonth')}</span>
                </p>
                {pkg.description && <p className="text-sm text-muted-foreground">{pkg.description}</p>}
                <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                  <PackageFact label={t('vcpu')} value={String(pkg.vcpu)} />
                  <PackageFact label={t('memory')} value={formatMegabytes(pkg.memory)} />
                  <PackageFact
                    label={t('storage')}
                    value={
                      pkg.additionalStorage
                        ? t('storageGbPlus', { storage: pkg.storage, additional: pkg.additionalStorage })
                        : t('storageGb', { storage: pkg.storage })
                    }
                  />
                  <PackageFact label={t('ipv4')} value={String(pkg.ipv4Addresses)} />
                  <PackageFact label={t('port')} value={pkg.trafficPort} />
                </dl>
                <p className="text-xs text-muted-foreground">
                  {t('osList', { list: pkg.osChoices.map((c) => c.label).join(', ') || '–' })}
                </p>
                {!pkg.stripePriceId && <p className="text-xs text-amber-700">{t('noStripePrice')}</p>}
                <PackageActions
                  onEdit={() => setEditing({ pkg })}
                  onDuplicate={() => runDuplicate(pkg)}
                  onDelete={() => setToDelete(pkg)}
                  duplicating={duplicate.isPending}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <VpsPackageFormDialog open={editing !== null} pkg={editing?.pkg ?? null} onClose={() => setEditing(null)} />
      <DeleteVpsPackageDialog pkg={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}
