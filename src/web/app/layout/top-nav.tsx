import { Menu, Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { useSession } from '@/features/auth/api/use-session';
import { useScrolled } from '@/hooks/use-scrolled';
import { cn } from '@/lib/cn';
import { paths } from '@core/paths';

const links = [
  { to: paths.home, label: 'Home' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.dashboard, label: 'Dashboard' },
] as const;

// Only a signed-in visitor can sign out: the dialog is not in the landing's first load (decision 112).
const SignOutDialog = lazy(async () => ({
  default: (await import('@/features/auth/components/sign-out-dialog')).SignOutDialog,
}));

/** The public top bar: turns solid with a shadow after 20px of scroll (docs/product.md §2). */
export function TopNav() {
  const scrolled = useScrolled(20);
  const location = useLocation();
  const { user, isLoading } = useSession();
  const [signOutOpen, setSignOutOpen] = useState(false);
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
        aria-label="Main"
        className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Logo />
        <ul className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
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
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">
          {!isLoading &&
            (user ? (
              <Button variant="ghost" size="sm" onClick={() => setSignOutOpen(true)}>
                Sign Out
              </Button>
            ) : (
              <>
                <Button variant="ghost" size="sm" asChild>
                  <Link to={paths.signIn} state={from}>
                    Sign In
                  </Link>
                </Button>
                <Button variant="secondary" size="sm" asChild>
                  <Link to={paths.signUp} state={from}>
                    Sign Up
                  </Link>
                </Button>
              </>
            ))}
          <Button size="sm" asChild>
            <Link to={paths.dashboard}>
              <Sparkles aria-hidden />
              Generate Catalogue
            </Link>
          </Button>
        </div>
        <Sheet>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
              <Menu className="size-6" />
            </Button>
          </SheetTrigger>
          <SheetContent title="Menu" side="right">
            <Logo className="mb-8" />
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.to}>
                  <SheetClose asChild>
                    <Link
                      to={link.to}
                      className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-stone-100"
                    >
                      {link.label}
                    </Link>
                  </SheetClose>
                </li>
              ))}
            </ul>
            <div className="mt-auto flex flex-col gap-2">
              {user ? (
                <SheetClose asChild>
                  <Button variant="secondary" onClick={() => setSignOutOpen(true)}>
                    Sign Out
                  </Button>
                </SheetClose>
              ) : (
                <>
                  <SheetClose asChild>
                    <Button variant="secondary" asChild>
                      <Link to={paths.signIn} state={from}>
                        Sign In
                      </Link>
                    </Button>
                  </SheetClose>
                  <SheetClose asChild>
                    <Button variant="outline" asChild>
                      <Link to={paths.signUp} state={from}>
                        Sign Up
                      </Link>
                    </Button>
                  </SheetClose>
                </>
              )}
            </div>
          </SheetContent>
        </Sheet>
      </nav>
      {user && (
        <Suspense fallback={null}>
          <SignOutDialog open={signOutOpen} onOpenChange={setSignOutOpen} />
        </Suspense>
      )}
    </header>
  );
}
