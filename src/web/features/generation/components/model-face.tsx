import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useLibraryNames } from '@/i18n/library-names';
import type { ModelOption } from '@core/runs';

/** A model as the dropdown and the closed select show it. */
export function ModelFace({ model }: { model: ModelOption }) {
  const names = useLibraryNames();
  return (
    <>
      <img
        src={model.portraitUrl}
        alt=""
        width={32}
        height={40}
        loading="lazy"
        decoding="async"
        className="h-10 w-8 shrink-0 rounded-md bg-stone-100 object-cover"
      />
      <span className="truncate">{names.model(model)}</span>
      {model.isPremium && (
        <Badge variant="accent" className="shrink-0">
          <Crown aria-hidden className="size-3" />
          Premium
        </Badge>
      )}
    </>
  );
}
