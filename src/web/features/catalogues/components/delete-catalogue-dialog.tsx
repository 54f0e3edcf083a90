import { cataloguesTexts } from '@/i18n/texts/catalogues';
import { useTexts } from '@/i18n/use-texts';
import { catalogueDetailTexts } from '@/i18n/texts/catalogue-detail';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { CatalogueView } from '@core/runs';
import { useDeleteCatalogue } from '../api/delete-catalogue';

/** Asks before deleting a catalogue; its images go with it and cannot be brought back. */
export function DeleteCatalogueDialog({
  catalogue,
  onClose,
  onDeleted,
}: {
  catalogue: Pick<CatalogueView, 'id' | 'name' | 'imageCount'> | null;
  onClose: () => void;
  onDeleted?: (id: string) => void;
}) {
  const t = useTexts(catalogueDetailTexts);
  const tc = useTexts(cataloguesTexts);
  const deletion = useDeleteCatalogue();

  function confirm() {
    if (!catalogue) return;
    deletion.mutate(catalogue.id, {
      onSuccess: () => {
        toast.success(tc('deleted'));
        onDeleted?.(catalogue.id);
        onClose();
      },
    });
  }

  return (
    <ConfirmDeleteDialog
      open={catalogue !== null}
      title={t('deleteTitle')}
      pending={deletion.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t('deleteBody', { name: catalogue?.name ?? '', count: catalogue?.imageCount ?? 0 })}
    </ConfirmDeleteDialog>
  );
}
