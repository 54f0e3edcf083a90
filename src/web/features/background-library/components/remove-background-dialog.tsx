import { useTexts } from '@/i18n/use-texts';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { LibraryBackground } from '@core/background-library';
import { useRemoveBackground } from '../api/remove-background';

/** Asks before removing a custom background; catalogues already made with it stay as they are. */
export function RemoveBackgroundDialog({
  background,
  onClose,
}: {
  background: Pick<LibraryBackground, 'id' | 'name'> | null;
  onClose: () => void;
}) {
  const t = useTexts(backgroundsTexts);
  const removal = useRemoveBackground();

  function confirm() {
    if (!background) return;
    removal.mutate(background.id, {
      onSuccess: () => {
        toast.success(t('removed'));
        onClose();
      },
      onError: () => toast.error(t('deleteFailedTitle'), { description: t('removeFailed') }),
    });
  }

  return (
    <ConfirmDeleteDialog
      open={background !== null}
      title={t('removeTitle')}
      pending={removal.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {t('removeBody', { name: background?.name ?? '' })}
    </ConfirmDeleteDialog>
  );
}
