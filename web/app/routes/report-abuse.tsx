import { ReportAbusePage } from '../../features/abuse-report';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /report-abuse: everyone; ?site= fills in the site. */
export function ReportAbuseRoute() {
  useDocumentTitle('Report abuse');
  return <ReportAbusePage />;
}
