import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { unsubscribeTexts } from '@/i18n/texts/unsubscribe';
import { useTexts } from '@/i18n/use-texts';
import { paths } from '@core/paths';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * What an email's unsubscribe link shows: the switch it turned off, or why it could not. The
 * page posts the token once it is open (a link preview fetching the address changes nothing).
 */
export function UnsubscribeOutcome({ token }: { token: string | null }) {
  const t = useTexts(unsubscribeTexts);
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token) {
    return <Invalid heading={t('missing')} />;
  }
  if (unsubscribe.isError) {
    return <Invalid heading={t('invalid')} />;
  }
  if (!unsubscribe.data) {
    return (
      <Shell>
        <Loader2 aria-hidden className="size-12 animate-spin text-primary" />
        <p className="mt-6 text-stone-600" role="status">
          {t('working')}
        </p>
      </Shell>
    );
  }
  const label = t(`switch-${unsubscribe.data.switch}`);
  return (
    <Shell>
      <CircleCheck aria-hidden className="size-14 text-success" />
      <h1 className="mt-6 text-3xl font-semibold">{t('done', { label })}</h1>
      <p className="mt-3 text-stone-600">{t('doneDetail', { label })}</p>
      <Actions />
    </Shell>
  );
}

function Invalid({ heading }: { heading: string }) {
  const t = useTexts(unsubscribeTexts);
  return (
    <Shell>
      <CircleX aria-hidden className="size-14 text-destructive" />
      <h1 className="mt-6 text-3xl font-semibold">{heading}</h1>
      <p className="mt-3 text-stone-600" role="alert">
        {t('invalidDetail')}
      </p>
      <Actions />
    </Shell>
  );
}

function Actions() {
  const t = useTexts(unsubscribeTexts);
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button size="lg" asChild>
        <Link to={paths.settings}>{t('openSettings')}</Link>
      </Button>
      <Button size="lg" variant="secondary" asChild>
        <Link to={paths.home}>{t('home')}</Link>
      </Button>
    </div>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      aria-live="polite"
    >
      {children}
    </section>
  );
}
