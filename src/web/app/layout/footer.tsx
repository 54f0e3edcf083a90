import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { saveAccountLanguage } from '@/features/account/api/save-account-language';
import { useSession } from '@/features/auth/api/use-session';
import { useCurrentYear } from '@/hooks/use-current-year';
import { LanguageSwitch } from '@/i18n/language-switch';
import { navTexts } from '@/i18n/texts/nav';
import { useTexts } from '@/i18n/use-texts';
import { BRAND_NAME, CONTACT_EMAIL, paths } from '@core/paths';

const columns = [
  {
    heading: 'footerProduct',
    links: [
      { label: 'pricing', to: paths.pricing },
      { label: 'generateCatalogue', to: paths.dashboard },
      { label: 'footerApi', to: paths.apiDocs },
    ],
  },
  {
    heading: 'footerLegal',
    links: [
      { label: 'terms', to: paths.terms },
      { label: 'privacy', to: paths.privacy },
      { label: 'returnPolicy', to: paths.returnPolicy },
    ],
  },
] as const;

export function Footer() {
  const t = useTexts(navTexts);
  const { user } = useSession();
  const year = useCurrentYear();
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1.2fr]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-stone-600">{t('footerBlurb')}</p>
          <LanguageSwitch className="mt-5" saveToAccount={user ? saveAccountLanguage : undefined} />
        </div>
        {columns.map((column) => (
          <div key={column.heading}>
            <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
              {t(column.heading)}
            </h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-stone-600 hover:text-primary">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
            {t('contact')}
          </h2>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="mt-4 inline-flex items-center gap-2 text-sm text-stone-600 hover:text-primary"
          >
            <Mail aria-hidden className="size-4" />
            {CONTACT_EMAIL}
          </a>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-[1200px] px-4 py-6 text-xs text-stone-500 sm:px-6">
          {t('copyright', { year, brand: BRAND_NAME })}
        </p>
      </div>
    </footer>
  );
}
