import { ExternalLink, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Brand } from '../../components/brand';
import { Button } from '../../components/ui/button';
import { SignInButton } from '../../features/auth';
import { useCurrentUser } from '../../lib/session';
import { scrollToId } from '../../lib/scroll';
import { cn } from '../../lib/utils';
import { navLinks, type NavLink } from './nav-links';
import { UserMenu } from './user-menu-button';
import { LocaleSwitcher } from './locale-switcher';
import { layoutMessages } from '../../lib/i18n/layout-messages';
import { useMessages } from '../../lib/i18n/messages';

const menuPlaceholder = <span className="h-9 w-24 animate-pulse rounded-full bg-muted" aria-hidden="true" />;

function NavItem({
  link,
  active,
  onNavigate,
  className,
}: {
  link: NavLink;
  active: boolean;
  onNavigate?: () => void;
  className?: string;
}) {
  const [location, navigate] = useLocation();
  const t = useMessages(layoutMessages);
  const classes = cn(
    'whitespace-nowrap rounded-md px-2.5 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    active ? 'text-foreground' : 'text-muted-foreground',
    active && 'bg-accent/70',
    className,
  );
  if (link.anchor) {
    const anchor = link.anchor;
    const page = link.href.split('#')[0] || '/';
    const go = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate?.();
      // Another page: it opens at the anchor (useScrollOnNavigate). This page: the address keeps its path, so scroll here.
      if (location !== page) return navigate(link.href);
      window.history.replaceState(window.history.state, '', link.href);
      scrollToId(anchor);
    };
    return (
      <a href={link.href} className={classes} onClick={go}>
        {t(link.label)}
      </a>
    );
  }
  return (
    <Link href={link.href} className={classes} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      {t(link.label)}
    </Link>
  );
}

function ViewSiteLink({ className }: { className?: string }) {
  const t = useMessages(layoutMessages);
  return (
    <a
      href="/"
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
        className,
      )}
    >
      {t('viewSite')}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  );
}

/** The navigation bar of 000 §2. */
export function NavBar() {
  const { user, isAdmin, isLoading } = useCurrentUser();
  const t = useMessages(layoutMessages);
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setMenuOpen(false), [location]);
  // The phone menu closes with Escape (focus back on its button) or a tap anywhere outside the bar.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);
  const links = navLinks({ signedIn: !!user, isAdmin });
  // Admins have twice the links: their full bar needs the extra-large breakpoint.
  const wide = isAdmin
    ? { nav: 'hidden xl:flex', toggle: 'xl:hidden' }
    : { nav: 'hidden lg:flex', toggle: 'lg:hidden' };

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link
          href="/"
          className="shrink-0 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Brand />
          {/* Named by what it shows ('HostFree FREE') plus where it goes: an aria-label would hide the visible words. */}
          <span className="sr-only"> {t('homeLinkSuffix')}</span>
        </Link>
        <nav aria-label={t('mainNavigation')} className={cn('items-center gap-0.5', wide.nav)}>
          {links.map((link) => (
            <NavItem key={link.href} link={link} active={!link.anchor && location === link.href} className="py-2" />
          ))}
          {isAdmin && <ViewSiteLink className="py-2" />}
        </nav>
        <div className="ms-auto flex items-center gap-2">
          {/* On a phone the bar has no room beside Sign In: the switcher moves into the menu. */}
          <div className="hidden sm:block">
            <LocaleSwitcher />
          </div>
          {isLoading ? menuPlaceholder : user ? <UserMenu user={user} /> : <SignInButton />}
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className={wide.toggle}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-nav"
          aria-label={t('mainNavigation')}
          className={cn('border-t bg-card px-4 pb-4 pt-2', wide.toggle)}
        >
          <div className="grid gap-1">
            {links.map((link) => (
              <NavItem
                key={link.href}
                link={link}
                active={!link.anchor && location === link.href}
                onNavigate={() => setMenuOpen(false)}
                className="py-2.5"
              />
            ))}
            {isAdmin && <ViewSiteLink className="py-2.5" />}
            <div className="pt-2 sm:hidden">
              <LocaleSwitcher />
            </div>
          </div>
        </nav>
      )}
    </header>
  );
}
