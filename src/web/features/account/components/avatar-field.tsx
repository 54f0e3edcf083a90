import { useTexts } from '@/i18n/use-texts';
import { settingsTexts } from '@/i18n/texts/settings';
import { Loader2, Trash2, Upload } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { toastApiError } from '@/lib/api-client';
import { useAvatarMutations } from '../api/avatar';

/** The avatar with upload and remove. The server checks type and the 2 MB limit and re-encodes. */
export function AvatarField({ avatarUrl, initial }: { avatarUrl: string | null; initial: string }) {
  const t = useTexts(settingsTexts);
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useAvatarMutations();
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => toast.success(t('avatarUpdated')),
      onError: (error) => toastApiError(error, t('avatarNotSaved')),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <div className="flex items-center gap-5">
      <div className="relative grid size-20 shrink-0 place-items-center overflow-hidden rounded-full bg-stone-100 font-display text-2xl font-semibold text-stone-500">
        {avatarUrl ? (
          <img
            src={avatarUrl}
            alt={t('yourAvatar')}
            width={80}
            height={80}
            className="size-full object-cover"
          />
        ) : (
          initial
        )}
        {busy && (
          <span className="absolute inset-0 grid place-items-center bg-ink/40">
            <Loader2 aria-hidden className="size-6 animate-spin text-ivory" />
          </span>
        )}
      </div>
      <div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden />
            {avatarUrl ? t('changeAvatar') : t('uploadAvatar')}
          </Button>
          {avatarUrl && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onError: (error) => toastApiError(error, t('avatarNotRemoved')),
                })
              }
            >
              <Trash2 aria-hidden />
              {t('remove')}
            </Button>
          )}
        </div>
        <p className="mt-2 text-xs text-stone-500">{t('avatarLimits')}</p>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          className="sr-only"
          aria-label={t('avatarFile')}
          data-testid="avatar-input"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
      </div>
    </div>
  );
}
