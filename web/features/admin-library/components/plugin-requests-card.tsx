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
import { useAnswerPluginRequest } from '../api/answer-plugin-request';
import { usePluginRequests } from '../api/get-plugin-requests';

type StatusFilter = AdminPluginRequestsQuery['status'];

const FILTER_LABELS: Record<StatusFilter, string> = {
  pending: 'Pending',
  fulfilled: 'Fulfilled',
  declined: 'Declined',
  all: 'All',
};
const STATUS_BADGE: Record<PluginRequestStatus, 'secondary' | 'outline' | 'destructive'> = {
  pending: 'secondary',
  fulfilled: 'outline',
  declined: 'destructive',
};

function answeredText(status: PluginRequestStatus): string {
  if (status === 'fulfilled') return 'Marked fulfilled. The requester was e-mailed.';
  if (status === 'declined') return 'Request declined.';
  return 'Request back in the queue.';
}

/**
 * The queue of plugin requests from the library's request form (we tell requesters 48 to 72 hours): pending ones
 * oldest first, answered as fulfilled (the requester is mailed) or declined, and reopened if answered by mistake.
 */
export function PluginRequestsCard() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const requests = usePluginRequests({ status, page });
  const answer = useAnswerPluginRequest();
  const data = requests.data;

  const respond = (request: AdminPluginRequest, next: PluginRequestStatus) =>
    answer.mutate(
      { id: request.id, status: next },
      {
        onSuccess: () => toast({ title: 'Success!', description: answeredText(next) }),
        onError: (error) =>
          toast({
            title: 'Update Failed',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card className="min-w-0">
      <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Plugin requests</CardTitle>
          <CardDescription>
            {data ? `${data.pendingCount} waiting for an answer. ` : ''}Requesters are told we aim to answer within 48
            to 72 hours.
          </CardDescription>
        </div>
        <NativeSelect
          aria-label="Show requests"
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
              {FILTER_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <CardContent className="grid gap-4">
        {requests.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading plugin requests..." />
          </div>
        ) : requests.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(requests.error, 'Could not load the plugin requests.')}
          </p>
        ) : data!.requests.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {status === 'pending' ? 'No requests waiting.' : `No ${FILTER_LABELS[status].toLowerCase()} requests.`}
          </p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Plugin requests">
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
                      <Badge variant={STATUS_BADGE[request.status]}>{FILTER_LABELS[request.status]}</Badge>
                    ) : null}
                  </p>
                  <p className="break-words text-sm text-muted-foreground">
                    {request.firstName} {request.lastName} · {request.email}
                    {request.userId === null ? ' (visitor)' : ''}
                  </p>
                  <p className="text-xs text-muted-foreground">Asked {formatDateTime(request.createdAt)}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {request.status === 'pending' ? (
                    <>
                      <Button
                        size="sm"
                        onClick={() => respond(request, 'fulfilled')}
                        disabled={answer.isPending}
                        aria-label={`Mark ${request.pluginName} fulfilled`}
                      >
                        <Check aria-hidden="true" />
                        Mark fulfilled
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => respond(request, 'declined')}
                        disabled={answer.isPending}
                        aria-label={`Decline ${request.pluginName}`}
                      >
                        <X aria-hidden="true" />
                        Decline
                      </Button>
                    </>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => respond(request, 'pending')}
                      disabled={answer.isPending}
                      aria-label={`Reopen ${request.pluginName}`}
                    >
                      <RotateCcw aria-hidden="true" />
                      Reopen
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {data && data.pagination.totalPages > 1 && (
          <nav aria-label="Plugin request pages" className="flex items-center justify-between gap-2 text-sm">
            <Button size="sm" variant="outline" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <span className="text-muted-foreground">
              Page {data.pagination.page} of {data.pagination.totalPages}
            </span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setPage((p) => p + 1)}
              disabled={page >= data.pagination.totalPages}
            >
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
