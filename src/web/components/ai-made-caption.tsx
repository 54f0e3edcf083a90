import { Sparkles } from 'lucide-react';
import { catalogueDetailTexts } from '@/i18n/texts/catalogue-detail';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';

/**
 * Below an image an AI engine made (decision 255): a small caption a person reads, never drawn
 * on the image (marketplaces refuse text on a main image; the file carries the marking itself).
 */
export function AiMadeCaption({ className }: { className?: string }) {
  const t = useTexts(catalogueDetailTexts);
  return (
    <p
      className={cn('flex items-center gap-1 text-xs text-stone-600', className)}
      data-testid="ai-made-caption"
    >
      <Sparkles aria-hidden className="size-3 shrink-0" />
      {t('aiMade')}
    </p>
  );
}
