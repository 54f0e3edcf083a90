/*
 * The look of a closed select, shared by the Radix Select (select.tsx) and the stand-in that
 * shows before it loads (deferred-select.tsx), so the swap cannot be seen.
 */
export const SELECT_TRIGGER_CLASS =
  'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border border-border bg-card px-3.5 py-1.5 text-left text-sm text-ink focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/30 disabled:cursor-not-allowed disabled:opacity-60 data-[placeholder]:text-stone-500 [&>span]:min-w-0 [&>span]:truncate';

/** An option's text as the list and the closed select show it. */
export const SELECT_ITEM_TEXT_CLASS = 'flex min-w-0 items-center gap-2.5';

export const SELECT_ICON_CLASS = 'size-4 shrink-0 text-stone-500';
