import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { CATALOGUE_TEXTS } from '@core/catalogues';
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
  const deletion = useDeleteCatalogue();

  function confirm() {
    if (!catalogue) return;
    deletion.mutate(catalogue.id, {
      onSuccess: () => {
        toast.success(CATALOGUE_TEXTS.deleted);
        onDeleted?.(catalogue.id);
        onClose();
      },
    });
  }

  return (
    <ConfirmDeleteDialog
      open={catalogue !== null}
      title="Delete Catalogue"
      pending={deletion.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      Delete “{catalogue?.name}” and its{' '}
      {catalogue?.imageCount === 1 ? 'image' : `${catalogue?.imageCount ?? 0} images`}? This cannot
      be undone.
    </ConfirmDeleteDialog>
  );
}
