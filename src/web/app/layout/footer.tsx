import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { BRAND_NAME, CONTACT_EMAIL, paths } from '@core/paths';

const columns = [
  {
    heading: 'Product',
    links: [
      { label: 'Pricing', to: paths.pricing },
      { label: 'Generate Catalogue', to: paths.dashboard },
      { label: 'API', to: paths.apiDocs },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Return Policy', to: paths.returnPolicy },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1.2fr]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-stone-600">
            Studio-quality catalogue images from flat product photos, for fashion brands, boutiques
            and marketplace sellers across India.
          </p>
        </div>
        {columns.map((column) => (
          <div key={column.heading}>
            <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
              {column.heading}
            </h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-stone-600 hover:text-primary">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-ink uppercase">
            Contact
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
          © {new Date().getFullYear()} {BRAND_NAME}. All prices in Indian rupees (INR).
        </p>
      </div>
    </footer>
  );
}
