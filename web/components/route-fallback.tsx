import { layoutMessages } from '../lib/i18n/layout-messages';
import { useMessages } from '../lib/i18n/messages';
import { Spinner } from './ui/spinner';

/**
 * What a screen shows while its code arrives (router.tsx lazy-loads each route module). It takes the same room
 * as the LoadingScreen, so the footer does not jump, and its spinner fades in only after 400 ms, so a screen that
 * arrives quickly never flashes it.
 */
export function RouteFallback() {
  const t = useMessages(layoutMessages);
  return (
    <div className="flex min-h-svh items-center justify-center" aria-busy="true">
      <span className="animate-delayed-appear motion-reduce:animate-none">
        <Spinner label={t('loading')} />
      </span>
    </div>
  );
}
