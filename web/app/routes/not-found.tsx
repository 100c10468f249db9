import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link href="/">Go to the home page</Link>
      </Button>
    </div>
  );
}
