import { generationTexts } from '@/i18n/texts/generation';
import { useTexts } from '@/i18n/use-texts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { stopQuestion } from '../generation-modal-state';

/** 'Stop generating?': what stopping keeps and counts, then Keep generating or Stop generating. */
export function StopQuestionDialog({
  open,
  onOpenChange,
  generated,
  onStop,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Images made so far. */
  generated: number;
  onStop: () => void;
}) {
  const t = useTexts(generationTexts);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('stopQuestionTitle')}</AlertDialogTitle>
        <AlertDialogDescription>{stopQuestion(generated)}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('keepGenerating')}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={onStop}>
            {t('stopGenerating')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
