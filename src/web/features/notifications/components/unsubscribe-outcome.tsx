import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { UNSUBSCRIBE_TEXTS } from '@core/notifications';
import { paths } from '@core/paths';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * What an email's unsubscribe link shows: the switch it turned off, or why it could not. The
 * page posts the token once it is open (a link preview fetching the address changes nothing).
 */
export function UnsubscribeOutcome({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token) {
    return <Invalid heading={UNSUBSCRIBE_TEXTS.missing} />;
  }
  if (unsubscribe.isError) {
    return <Invalid heading={UNSUBSCRIBE_TEXTS.invalid} />;
  }
  if (!unsubscribe.data) {
    return (
      <Shell>
        <Loader2 aria-hidden className="size-12 animate-spin text-primary" />
        <p className="mt-6 text-stone-600" role="status">
          {UNSUBSCRIBE_TEXTS.working}
        </p>
      </Shell>
    );
  }
  const { label } = unsubscribe.data;
  return (
    <Shell>
      <CircleCheck aria-hidden className="size-14 text-success" />
      <h1 className="mt-6 text-3xl font-semibold">{UNSUBSCRIBE_TEXTS.done(label)}</h1>
      <p className="mt-3 text-stone-600">{UNSUBSCRIBE_TEXTS.doneDetail(label)}</p>
      <Actions />
    </Shell>
  );
}

function Invalid({ heading }: { heading: string }) {
  return (
    <Shell>
      <CircleX aria-hidden className="size-14 text-destructive" />
      <h1 className="mt-6 text-3xl font-semibold">{heading}</h1>
      <p className="mt-3 text-stone-600" role="alert">
        {UNSUBSCRIBE_TEXTS.invalidDetail}
      </p>
      <Actions />
    </Shell>
  );
}

function Actions() {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Button size="lg" asChild>
        <Link to={paths.settings}>{UNSUBSCRIBE_TEXTS.openSettings}</Link>
      </Button>
      <Button size="lg" variant="secondary" asChild>
        <Link to={paths.home}>{UNSUBSCRIBE_TEXTS.home}</Link>
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
