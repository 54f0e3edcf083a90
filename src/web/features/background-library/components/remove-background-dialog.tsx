import { Loader2 } from 'lucide-react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
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
    <AlertDialog
      open={background !== null}
      onOpenChange={(open) => {
        if (!open && !removal.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>Delete Background</AlertDialogTitle>
        <AlertDialogDescription>
          Delete “{background?.name}” from your library? Catalogues you already made with it are not
          affected. This cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={removal.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, so the dialog stays open until the server has answered. */}
          <Button variant="destructive" onClick={confirm} disabled={removal.isPending}>
            {removal.isPending && <Loader2 aria-hidden className="animate-spin" />}
            {removal.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
