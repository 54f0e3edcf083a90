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
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>Stop generating?</AlertDialogTitle>
        <AlertDialogDescription>{stopQuestion(generated)}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep generating</AlertDialogCancel>
          <AlertDialogAction destructive onClick={onStop}>
            Stop generating
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
