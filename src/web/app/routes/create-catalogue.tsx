import { useSession } from '@/features/auth/api/use-session';
import { CreateCatalogueFlow } from '@/features/generation/components/create-catalogue-flow';
import { usePageTitle } from '@/hooks/use-page-title';
import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';

/** /dashboard: upload, background, model, usage, and the generation modal (docs/product.md §2). */
export function CreateCatalogueRoute() {
  const t = useTexts(createTexts);
  usePageTitle(t('title'));
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-stone-600">{t('intro')}</p>
      </header>
      <CreateCatalogueFlow userId={user?.id} />
    </div>
  );
}
