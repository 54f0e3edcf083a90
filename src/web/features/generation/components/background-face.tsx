import { BACKGROUND_CATEGORY_LABELS, type BackgroundCategoryFilter } from '@core/backgrounds';
import type { BackgroundOption } from '@core/runs';

export const categoryLabel = (category: string) =>
  BACKGROUND_CATEGORY_LABELS[category as BackgroundCategoryFilter] ?? category;

/** A background as the dropdown and the closed select show it. */
export function BackgroundFace({ option }: { option: BackgroundOption }) {
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
      <span className="truncate">{option.name}</span>
    </>
  );
}
