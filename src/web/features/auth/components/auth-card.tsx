import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';

/** The frame of the sign-in, sign-up and password pages. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12">
      <div className="rounded-[var(--radius-card)] border border-border bg-card p-7 shadow-soft sm:p-9">
        <Logo className="mb-8" />
        <h1 className="text-3xl font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-stone-600">{description}</p>
        <div className="mt-8">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-stone-600">{footer}</div>}
    </section>
  );
}
