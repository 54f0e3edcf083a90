import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { navTexts } from '@/i18n/texts/nav';
import { useTexts } from '@/i18n/use-texts';
import { paths } from '@core/paths';

/** Mobile only: a fixed bar with the main action. The layout pads the page so it hides nothing. */
export function MobileBottomBar() {
  const t = useTexts(navTexts);
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 p-3 backdrop-blur md:hidden">
      <Button className="w-full" size="lg" asChild>
        <Link to={paths.dashboard}>
          <Sparkles aria-hidden />
          {t('generateCatalogue')}
        </Link>
      </Button>
    </div>
  );
}
