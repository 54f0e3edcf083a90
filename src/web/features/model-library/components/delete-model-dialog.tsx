import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { LibraryModel } from '@core/model-library';

/** Asks before deleting an own model; catalogues already made with it stay as they are. */
export function DeleteModelDialog({
  model,
  pending,
  onConfirm,
  onClose,
}: {
  model: Pick<LibraryModel, 'id' | 'name'> | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDeleteDialog
      open={model !== null}
      title="Delete Model"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      Delete “{model?.name}” from your library? Catalogues you already made with this model are not
      affected. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
