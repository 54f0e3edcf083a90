import { authTexts } from '@/i18n/texts/auth';
import { useTexts } from '@/i18n/use-texts';

export function OrDivider() {
  const t = useTexts(authTexts);
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-stone-500 uppercase">
      <span className="h-px flex-1 bg-border" />
      {t('or')}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
