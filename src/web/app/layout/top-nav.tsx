import { Menu, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/use-session';
import { useScrolled } from '@/hooks/use-scrolled';
import { saveAccountLanguage } from '@/features/account/api/save-account-language';
import { LanguageSwitch } from '@/i18n/language-switch';
import { navTexts } from '@/i18n/texts/nav';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { publicNavLinks } from './public-nav-links';
import { paths } from '@core/paths';

/*
 * The phone menu loads on its first opening: its dialog code is not in the landing's first load
 * (decision 112), which leaves room for the language switch (decision 194).
 */
const MobileMenu = lazy(async () => ({
  default: (await import('./mobile-menu')).MobileMenu,
}));

// Only a signed-in visitor can sign out: the dialog is not in the landing's first load (decision 112).
const SignOutDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/sign-out-dialog')).SignOutDialog,
}));

/** The public top bar: turns solid with a shadow after 20px of scroll (docs/product.md §2). */
export function TopNav() {
  const t = useTexts(navTexts);
  const scrolled = useScrolled(20);
  const location = useLocation();
  const { user, isLoading } = useSession();
  const [signOutOpen, setSignOutOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Sign In / Sign Up carry the current path so the user comes back here afterwards.
  const from = { from: location.pathname + location.search };

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 transition-[background-color,box-shadow,border-color] duration-200',
        scrolled
          ? 'border-b border-border bg-card/95 shadow-soft backdrop-blur'
          : 'border-b border-transparent bg-transparent',
      )}
    >
      <nav
        aria-label={t('mainNav')}
        className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          {publicNavLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === paths.home}
                className={({ isActive }) =>
                  cn(
                    'rounded-full px-4 py-2 text-sm font-medium transition-colors hover:text-primary',
                    isActive ? 'text-primary' : 'text-stone-700',
                  )
                }
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitch
            className="hidden lg:inline-flex"
            saveToAccount={user ? saveAccountLanguage : undefined}
          />
          {!isLoading &&
            (user ? (
              <Button variant="ghost" size="sm" onClick={() => setSignOutOpen(true)}>
                {t('signOut')}
              </Button>
            ) : (
              <>
                <Button variant="ghost" size="sm" asChild>
                  <Link to={paths.signIn} state={from}>
                    {t('signIn')}
                  </Link>
                </Button>
                <Button variant="secondary" size="sm" asChild>
                  <Link to={paths.signUp} state={from}>
                    {t('signUp')}
                  </Link>
                </Button>
              </>
            ))}
          <Button size="sm" asChild>
            <Link to={paths.dashboard}>
              <Sparkles aria-hidden />
              {t('generateCatalogue')}
            </Link>
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={t('openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        >
          <Menu className="size-6" />
        </Button>
        {menuLoaded && (
          <Suspense fallback={null}>
            <MobileMenu
              open={menuOpen}
              onOpenChange={setMenuOpen}
              links={publicNavLinks}
              signedIn={Boolean(user)}
              from={from}
              onSignOut={() => setSignOutOpen(true)}
            />
          </Suspense>
        )}
      </nav>
      {user && (
        <Suspense fallback={null}>
          <SignOutDialog open={signOutOpen} onOpenChange={setSignOutOpen} />
        </Suspense>
      )}
    </header>
  );
}
