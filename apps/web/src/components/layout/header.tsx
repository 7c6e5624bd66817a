import { CircleUserRound, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { LanguageSwitcher, useT } from '@/features/i18n';
import { cn } from '@/lib/cn';
import { Logo } from './logo';
import { SIGNED_IN_NAV, VISITOR_NAV, type NavItem } from './navigation';
import { useScrolled } from './use-scrolled';

export type HeaderProps = { isSignedIn: boolean };

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

function NavLinks({
  items,
  onNavigate,
  isMobile,
}: {
  items: readonly NavItem[];
  onNavigate?: () => void;
  isMobile?: boolean;
}) {
  const t = useT();
  return items.map((item) => (
    <NavLink
      key={item.to}
      to={item.to}
      end={item.to === '/'}
      onClick={onNavigate}
      className={(state) => cn(linkClasses(state), isMobile && 'block px-4 py-3 text-base')}
    >
      {t(item.label)}
    </NavLink>
  ));
}

/**
 * Whether the mobile menu is open, kept outside the component: the header of the start-up frame
 * is replaced by the app's own once the first page's code has loaded, and a tap on the menu in
 * between must not be undone by that swap.
 */
let isMenuOpenAcrossMounts = false;

/** The sticky header: logo, the signed-in or visitor navigation and a collapsible mobile menu. */
export function Header({ isSignedIn }: HeaderProps) {
  const t = useT();
  const isScrolled = useScrolled();
  const [isMenuOpen, setMenuState] = useState(() => isMenuOpenAcrossMounts);
  const setIsMenuOpen = useCallback((open: boolean) => {
    isMenuOpenAcrossMounts = open;
    setMenuState(open);
  }, []);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const items = isSignedIn ? SIGNED_IN_NAV : VISITOR_NAV;

  // Going to another page closes the menu (a remount on the same page does not).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setIsMenuOpen(false);
  }, [location.pathname, setIsMenuOpen]);
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus on a menu link would be lost when the menu hides: it goes back to the button.
      if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setIsMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMenuOpen, setIsMenuOpen]);

  return (
    <header
      data-scrolled={isScrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 w-full border-b transition-[background-color,border-color,box-shadow] duration-200',
        isScrolled || isMenuOpen
          ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur'
          : 'border-transparent bg-slate-50',
        // Compact when scrolled, with a margin taking up what the bar gave away: the page below
        // keeps its place, so the browser need not shift the scroll position to hold what is in
        // view (a reloaded page would land that much higher each time).
        isScrolled && 'mb-2 md:mb-4',
      )}
    >
      <div
        className={cn(
          'mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8',
          isScrolled ? 'h-14' : 'h-16 md:h-[72px]',
        )}
      >
        <Link to="/" className="rounded-lg" aria-label={t('layout.home')}>
          <Logo />
        </Link>
        <nav aria-label={t('layout.nav.main')} className="hidden items-center gap-1 lg:flex">
          <NavLinks items={items} />
          <LanguageSwitcher className="ml-2" />
          {isSignedIn ? (
            <Link
              to="/profile"
              aria-label={t('layout.nav.account')}
              title={t('layout.nav.account')}
              className="ml-2 inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-brand-700"
            >
              <CircleUserRound aria-hidden="true" className="h-6 w-6" />
            </Link>
          ) : (
            <Button asChild className="ml-2">
              <Link to="/register">{t('layout.nav.register')}</Link>
            </Button>
          )}
        </nav>
        <div className="flex items-center gap-1 lg:hidden">
          {isSignedIn ? (
            <Link
              to="/profile"
              aria-label={t('layout.nav.account')}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
            >
              <CircleUserRound aria-hidden="true" className="h-6 w-6" />
            </Link>
          ) : (
            // Below 400 px the menu carries Register, so the logo keeps its room.
            <span className="hidden min-[400px]:block">
              <Button asChild size="sm">
                <Link to="/register">{t('layout.nav.register')}</Link>
              </Button>
            </span>
          )}
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={t(isMenuOpen ? 'layout.menu.close' : 'layout.menu.open')}
            onClick={() => setIsMenuOpen(!isMenuOpen)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
          </Button>
        </div>
      </div>
      <nav
        ref={menuRef}
        id={menuId}
        aria-label={t('layout.nav.mobile')}
        hidden={!isMenuOpen}
        className="border-t border-slate-200 bg-white px-2 pb-4 pt-2 shadow-lg lg:hidden"
      >
        <NavLinks items={items} onNavigate={() => setIsMenuOpen(false)} isMobile />
        <div className="mt-2 space-y-3 border-t border-slate-100 px-2 pt-3">
          <LanguageSwitcher className="w-full py-2" />
          {isSignedIn ? (
            <Button asChild variant="outline" className="w-full">
              <Link to="/profile" onClick={() => setIsMenuOpen(false)}>
                <CircleUserRound aria-hidden="true" className="h-5 w-5" /> {t('layout.nav.account')}
              </Link>
            </Button>
          ) : (
            <Button asChild className="w-full">
              <Link to="/register" onClick={() => setIsMenuOpen(false)}>
                {t('layout.nav.register')}
              </Link>
            </Button>
          )}
        </div>
      </nav>
    </header>
  );
}
