import { Providers, type ProvidersProps } from './providers';
import { AppShell } from './layout/app-shell';
import { AppRoutes } from './router';

export function App(props: Omit<ProvidersProps, 'children'>) {
  return (
    <Providers {...props}>
      <AppShell>
        <AppRoutes />
      </AppShell>
    </Providers>
  );
}
