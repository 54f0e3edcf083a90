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
    <AlertDialog
      open={catalogue !== null}
      onOpenChange={(open) => {
        if (!open && !deletion.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>Delete Catalogue</AlertDialogTitle>
        <AlertDialogDescription>
          Delete “{catalogue?.name}” and its{' '}
          {catalogue?.imageCount === 1 ? 'image' : `${catalogue?.imageCount ?? 0} images`}? This
          cannot be undone.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, so the dialog stays open until the server has answered. */}
          <Button variant="destructive" onClick={confirm} disabled={deletion.isPending}>
            {deletion.isPending && <Loader2 aria-hidden className="animate-spin" />}
            {deletion.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
