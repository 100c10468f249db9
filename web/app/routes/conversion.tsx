import { ConversionScreen } from '../../features/conversion';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ConversionRoute() {
  useDocumentTitle('Registration Successful');
  return (
    <div className="py-4 sm:py-10">
      <ConversionScreen />
    </div>
  );
}
