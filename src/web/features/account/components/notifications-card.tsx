import { useTexts } from '@/i18n/use-texts';
import { settingsTexts } from '@/i18n/texts/settings';
import { toast } from 'sonner';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toastApiError } from '@/lib/api-client';
import type { NotificationSettings } from '@core/account';
import { useNotifications, useUpdateNotifications } from '../api/notifications';
import { SettingsSection } from './settings-section';

/** Each switch's label is its key's text, its description the key's `…Description` text. */
const switches = [
  'emailNotifications',
  'marketingUpdates',
  'usageAlerts',
] as const satisfies readonly (keyof NotificationSettings)[];

export function NotificationsCard() {
  const t = useTexts(settingsTexts);
  const { data } = useNotifications();
  const update = useUpdateNotifications();
  return (
    <SettingsSection id="notifications" title={t('notifications')}>
      {!data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <ul className="divide-y divide-border">
          {switches.map((key) => (
            <li key={key} className="flex items-center justify-between gap-4 py-3.5">
              <div>
                <p id={`notify-${key}`} className="text-sm font-medium">
                  {t(key)}
                </p>
                <p className="text-xs text-stone-500">{t(`${key}Description`)}</p>
              </div>
              <Switch
                aria-labelledby={`notify-${key}`}
                checked={data[key]}
                onCheckedChange={(checked) =>
                  update.mutate(
                    { ...data, [key]: checked },
                    {
                      onSuccess: () =>
                        toast.success(t('notificationsSaved'), { id: 'notifications-saved' }),
                      onError: (error) => toastApiError(error, t('settingsNotSaved')),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
