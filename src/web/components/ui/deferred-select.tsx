import { ChevronDown } from 'lucide-react';
import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { SELECT_ICON_CLASS, SELECT_ITEM_TEXT_CLASS, SELECT_TRIGGER_CLASS } from './select-look';

/** Keys that open a Radix Select from its trigger. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A select whose Radix code (and its positioning and scroll-lock parts) loads on the first
 * hover, focus or press, not with the page (decision 196). Until then a button of the same look
 * and role shows the chosen option; `select(defaultOpen)` renders the real select, lazily loaded,
 * with the same `id`, open at once when a press or key asked for it.
 */
export function DeferredSelect({
  id,
  chosen,
  placeholder,
  select,
}: {
  id: string;
  /** The chosen option as its item shows it, or null to show the placeholder. */
  chosen: ReactNode | null;
  placeholder?: string;
  select: (defaultOpen: boolean) => ReactNode;
}) {
  const [wanted, setWanted] = useState<{ open: boolean } | null>(null);
  const [ready, setReady] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  useLayoutEffect(() => {
    // The stand-in is gone: give its focus to the real trigger.
    if (ready && hadFocus.current) document.getElementById(id)?.focus();
  }, [ready, id]);

  const want = (open: boolean) =>
    setWanted((current) => (current && (current.open || !open) ? current : { open }));

  return (
    <>
      {!ready && (
        <button
          ref={standIn}
          type="button"
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="none"
          data-state="closed"
          data-placeholder={chosen === null ? '' : undefined}
          className={SELECT_TRIGGER_CLASS}
          onPointerEnter={() => want(false)}
          onFocus={() => want(false)}
          onPointerDown={(event) => {
            if (event.button === 0) want(true);
          }}
          onKeyDown={(event) => {
            if (OPENING_KEYS.has(event.key)) {
              event.preventDefault();
              want(true);
            }
          }}
        >
          <span style={{ pointerEvents: 'none' }}>
            {chosen === null ? (
              placeholder
            ) : (
              <span className={SELECT_ITEM_TEXT_CLASS}>{chosen}</span>
            )}
          </span>
          <ChevronDown aria-hidden className={SELECT_ICON_CLASS} />
        </button>
      )}
      {wanted && (
        <Suspense fallback={null}>
          {select(wanted.open)}
          <OnMount
            run={() => {
              hadFocus.current = document.activeElement === standIn.current;
              setReady(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** Runs once its Suspense boundary has shown its content (the real select). */
function OnMount({ run }: { run: () => void }) {
  const ran = useRef(false);
  useLayoutEffect(() => {
    if (ran.current) return;
    ran.current = true;
    run();
  });
  return null;
}
