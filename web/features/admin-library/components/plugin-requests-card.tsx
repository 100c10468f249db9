import { Check, ChevronLeft, ChevronRight, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import {
  PLUGIN_REQUEST_STATUSES,
  type AdminPluginRequest,
  type AdminPluginRequestsQuery,
  type PluginRequestStatus,
} from '../../../../contract/library.js';
import { NativeSelect } from '../../../components/native-select';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { useMessages } from '../../../lib/i18n/messages';
import { useAnswerPluginRequest } from '../api/answer-plugin-request';
import { usePluginRequests } from '../api/get-plugin-requests';
import { libraryAdminMessages } from '../i18n';

type StatusFilter = AdminPluginRequestsQuery['status'];

const FILTER_KEYS = {
  pending: 'filterPending',
  fulfilled: 'filterFulfilled',
  declined: 'filterDeclined',
  all: 'filterAll',
} as const satisfies Record<StatusFilter, string>;
// 'No fulfilled requests.': one whole sentence per filter, never a label glued into one.
const EMPTY_KEYS = {
  pending: 'noRequestsWaiting',
  fulfilled: 'noFulfilledRequests',
  declined: 'noDeclinedRequests',
  all: 'noAllRequests',
} as const satisfies Record<StatusFilter, string>;
const STATUS_BADGE: Record<PluginRequestStatus, 'secondary' | 'outline' | 'destructive'> = {
  pending: 'secondary',
  fulfilled: 'outline',
  declined: 'destructive',
};

const ANSWERED_KEYS = {
  fulfilled: 'answeredFulfilled',
  declined: 'answeredDeclined',
  pending: 'answeredReopened',
} as const satisfies Record<PluginRequestStatus, string>;

/**
 * The queue of plugin requests from the library's request form (we tell requesters 48 to 72 hours): pending ones
 * oldest first, answered as fulfilled (the requester is mailed) or declined, and reopened if answered by mistake.
 */
export function PluginRequestsCard() {
  const t = useMessages(libraryAdminMessages);
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const requests = usePluginRequests({ status, page });
  const answer = useAnswerPluginRequest();
  const data = requests.data;

  const respond = (request: AdminPluginRequest, next: PluginRequestStatus) =>
    answer.mutate(
      { id: request.id, status: next },
      {
        onSuccess: () => toast({ title: t('successTitle'), description: t(ANSWERED_KEYS[next]) }),
        onError: (error) =>
          toast({
            title: t('updateFailedTitle'),
            description: errorMessage(error, t('pleaseTryAgain')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card className="min-w-0">
      <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('pluginRequests')}</CardTitle>
          <CardDescription>
            {data ? t('requestsDescriptionWaiting', { count: data.pendingCount }) : t('requestsDescription')}
          </CardDescription>
        </div>
        <NativeSelect
          aria-label={t('showRequests')}
          value={status}
          layout={null}
          className="h-9 w-36"
          onChange={(e) => {
            setStatus(e.target.value as StatusFilter);
            setPage(1);
          }}
        >
          {[...PLUGIN_REQUEST_STATUSES, 'all' as const].map((value) => (
            <option key={value} value={value}>
              {t(FILTER_KEYS[value])}
            </option>
          ))}
        </NativeSelect>
      </div>
      <CardContent className="grid gap-4">
        {requests.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('loadingRequests')} />
          </div>
        ) : requests.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(requests.error, t('loadRequestsFailed'))}
          </p>
        ) : data!.requests.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {t(EMPTY_KEYS[status])}
          </p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label={t('pluginRequests')}>
            {data!.requests.map((request) => (
              <li
                key={request.id}
                aria-label={request.pluginName}
                className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center"
              >
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="flex flex-wrap items-center gap-1.5 font-medium">
                    <span className="break-words">{request.pluginName}</span>
                    {status === 'all' || request.status !== status ? (
                      <Badge variant={STATUS_BADGE[request.status]}>{t(FILTER_KEYS[request.status])}</Badge>
                    ) : null}
                  </p>
                  <p className="break-words text-sm text-muted-foreground">
                    {t(request.userId === null ? 'requesterVisitor' : 'requester', {
                      firstName: request.firstName,
                      lastName: request.lastName,
                      email: request.email,
                    })}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t('askedAt', { when: formatDateTime(request.createdAt) })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {request.status === 'pending' ? (
                    <>
                      <Button
                        size="sm"
                        onClick={() => respond(request, 'fulfilled')}
                        disabled={answer.isPending}
                        aria-label={t('markFulfilledOf', { name: request.pluginName })}
                      >
                        <Check aria-hidden="true" />
                        {t('markFulfilled')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => respond(request, 'declined')}
                        disabled={answer.isPending}
                        aria-label={t('declineOf', { name: request.pluginName })}
                      >
                        <X aria-hidden="true" />
                        {t('decline')}
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => respond(request, 'pending')}
                      disabled={answer.isPending}
                      aria-label={t('reopenOf', { name: request.pluginName })}
                    >
                      <RotateCcw aria-hidden="true" />
                      {t('reopen')}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {data && data.pagination.totalPages > 1 && (
          <nav aria-label={t('requestPages')} className="flex items-center justify-between gap-2 text-sm">
            <Button size="sm" variant="outline" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
              <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
              {t('previous')}
            </Button>
            <span className="text-muted-foreground">
              {t('pageOf', { page: data.pagination.page, pages: data.pagination.totalPages })}
            </span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setPage((p) => p + 1)}
              disabled={page >= data.pagination.totalPages}
            >
              {t('next')}
              <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
            </Button>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
