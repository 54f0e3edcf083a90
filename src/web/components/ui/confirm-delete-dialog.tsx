import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog';
import { Button } from './button';
import { commonTexts } from '@/i18n/texts/common';
import { useTexts } from '@/i18n/use-texts';

/**
 * Asks before deleting something. The dialog stays open, and cannot be dismissed, until the
 * server has answered: the caller closes it on success.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  /** What will be deleted, and what will not. */
  children: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useTexts(commonTexts);
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{children}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t('cancel')}</AlertDialogCancel>
          {/* A plain button, so the dialog stays open until the server has answered. */}
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending && <Loader2 aria-hidden className="animate-spin" />}
            {pending ? t('deleting') : t('delete')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
