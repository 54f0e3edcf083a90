import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import {
  BACKGROUND_LIBRARY_TEXTS as TEXTS,
  type LibraryBackground,
} from '@core/background-library';
import { useRemoveBackground } from '../api/remove-background';

/** Asks before removing a custom background; catalogues already made with it stay as they are. */
export function RemoveBackgroundDialog({
  background,
  onClose,
}: {
  background: Pick<LibraryBackground, 'id' | 'name'> | null;
  onClose: () => void;
}) {
  const removal = useRemoveBackground();

  function confirm() {
    if (!background) return;
    removal.mutate(background.id, {
      onSuccess: () => {
        toast.success(TEXTS.removed);
        onClose();
      },
      onError: () => toast.error(TEXTS.deleteFailedTitle, { description: TEXTS.removeFailed }),
    });
  }

  return (
    <ConfirmDeleteDialog
      open={background !== null}
      title="Delete Background"
      pending={removal.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      Delete “{background?.name}” from your library? Catalogues you already made with it are not
      affected. This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
