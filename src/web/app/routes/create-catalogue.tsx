import { useSession } from '@/features/auth/api/use-session';
import { CreateCatalogueFlow } from '@/features/generation/components/create-catalogue-flow';
import { usePageTitle } from '@/hooks/use-page-title';

/** /dashboard: upload, background, model, usage, and the generation modal (docs/product.md §2). */
export function CreateCatalogueRoute() {
  usePageTitle('Create Your Catalogue');
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold">Create Your Catalogue</h1>
        <p className="mt-1 text-stone-600">
          Upload a product photo, choose a background and a model, and get five HD catalogue images.
        </p>
      </header>
      <CreateCatalogueFlow userId={user?.id} />
    </div>
  );
}
