import { Link } from 'wouter';
import { Brand } from '../../components/brand';
import { useCurrentYear } from '../../lib/use-current-year';

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="mt-16 border-t bg-card">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 sm:grid-cols-2 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="grid max-w-sm gap-3">
          <Brand />
          <p className="text-sm text-muted-foreground">
            A non-profit, community-run hosting service. Free websites without a card or a phone number, and a curated
            library of WordPress plugins and themes.
          </p>
        </div>
        <div className="grid content-start gap-2 text-sm">
          <p className="font-semibold">Hosting</p>
          <Link href="/auth" className="text-muted-foreground hover:text-foreground">
            Create a free account
          </Link>
          <Link href="/auth?tab=recover" className="text-muted-foreground hover:text-foreground">
            Recover an account
          </Link>
        </div>
        <div className="grid content-start gap-2 text-sm">
          <p className="font-semibold">Library</p>
          <Link href="/plugins" className="text-muted-foreground hover:text-foreground">
            Plugin Library
          </Link>
          <Link href="/themes" className="text-muted-foreground hover:text-foreground">
            Theme Library
          </Link>
        </div>
        <div className="grid content-start gap-2 text-sm">
          <p className="font-semibold">Policies and help</p>
          <Link href="/terms" className="text-muted-foreground hover:text-foreground">
            Terms of Service
          </Link>
          <Link href="/privacy" className="text-muted-foreground hover:text-foreground">
            Privacy Policy
          </Link>
          <Link href="/acceptable-use" className="text-muted-foreground hover:text-foreground">
            Acceptable Use Policy
          </Link>
          <Link href="/report-abuse" className="text-muted-foreground hover:text-foreground">
            Report abuse
          </Link>
          <Link href="/help" className="text-muted-foreground hover:text-foreground">
            Help center
          </Link>
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © {year} HostFree. Free hosting, run as a non-profit.
        </p>
      </div>
    </footer>
  );
}
