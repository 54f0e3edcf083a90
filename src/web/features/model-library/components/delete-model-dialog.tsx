import { useTexts } from '@/i18n/use-texts';
import { modelsTexts } from '@/i18n/texts/models';
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
  const t = useTexts(modelsTexts);
  return (
    <ConfirmDeleteDialog
      open={model !== null}
      title={t('deleteTitle')}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {t('deleteBody', { name: model?.name ?? '' })}
    </ConfirmDeleteDialog>
  );
}
