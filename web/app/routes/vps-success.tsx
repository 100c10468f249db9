import { VpsSuccessPage } from '../../features/vps';

/** /vps-success (001 §2). */
export function VpsSuccessRoute() {
  return <VpsSuccessPage />;
}
