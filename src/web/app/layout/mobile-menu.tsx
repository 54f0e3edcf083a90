import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent } from '@/components/ui/sheet';
import { saveAccountLanguage } from '@/features/account/api/save-account-language';
import { LanguageSwitch } from '@/i18n/language-switch';
import { navTexts } from '@/i18n/texts/nav';
import { useTexts } from '@/i18n/use-texts';
import { paths } from '@core/paths';
import type { publicNavLinks } from './public-nav-links';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: typeof publicNavLinks;
  signedIn: boolean;
  /** Where Sign In / Sign Up return to. */
  from: { from: string };
  onSignOut: () => void;
}

/** The public pages' menu on a phone: the links, the language switch and the account buttons. */
export function MobileMenu({
  open,
  onOpenChange,
  links,
  signedIn,
  from,
  onSignOut,
}: MobileMenuProps) {
  const t = useTexts(navTexts);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title={t('menu')} closeLabel={t('closeMenu')} side="right">
        <Logo className="mb-8" />
        <ul className="flex flex-col gap-1">
          {links.map((link) => (
            <li key={link.to}>
              <SheetClose asChild>
                <Link
                  to={link.to}
                  className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-stone-100"
                >
                  {t(link.label)}
                </Link>
              </SheetClose>
            </li>
          ))}
        </ul>
        <LanguageSwitch
          className="mt-4 self-start"
          saveToAccount={signedIn ? saveAccountLanguage : undefined}
        />
        <div className="mt-auto flex flex-col gap-2">
          {signedIn ? (
            <SheetClose asChild>
              <Button variant="secondary" onClick={onSignOut}>
                {t('signOut')}
              </Button>
            </SheetClose>
          ) : (
            <>
              <SheetClose asChild>
                <Button variant="secondary" asChild>
                  <Link to={paths.signIn} state={from}>
                    {t('signIn')}
                  </Link>
                </Button>
              </SheetClose>
              <SheetClose asChild>
                <Button variant="outline" asChild>
                  <Link to={paths.signUp} state={from}>
                    {t('signUp')}
                  </Link>
                </Button>
              </SheetClose>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
