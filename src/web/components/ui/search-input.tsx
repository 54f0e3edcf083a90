import { Search, X } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { commonTexts } from '@/i18n/texts/common';
import { useTexts } from '@/i18n/use-texts';

/**
 * A search box with a magnifier and its own 'Clear search' button (the browser's own cancel
 * button is hidden: it has no accessible name and looks different in every browser).
 */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The accessible name, e.g. 'Search backgrounds'. */
  label: string;
  className?: string;
}) {
  const t = useTexts(commonTexts);
  return (
    <div className={cn('relative min-w-0', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-stone-500"
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
        maxLength={100}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('clearSearch')}
          className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-ink"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
