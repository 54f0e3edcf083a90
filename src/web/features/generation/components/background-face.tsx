import { useLibraryNames } from '@/i18n/library-names';
import type { BackgroundOption } from '@core/runs';

/** A background as the dropdown and the closed select show it. */
export function BackgroundFace({ option }: { option: BackgroundOption }) {
  const names = useLibraryNames();
  return (
    <>
      <img
        src={option.thumbnailUrl}
        alt=""
        width={32}
        height={40}
        loading="lazy"
        className="h-10 w-8 shrink-0 rounded bg-stone-100 object-cover"
      />
      <span className="truncate">{names.background(option)}</span>
    </>
  );
}
