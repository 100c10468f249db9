import { Spinner } from './ui/spinner';

/** The full-page 'Loading...' state shown while the current user loads (000 §2). */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
