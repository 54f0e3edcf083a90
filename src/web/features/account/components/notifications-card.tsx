import { toast } from 'sonner';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toastApiError } from '@/lib/api-client';
import type { NotificationSettings } from '@core/account';
import { useNotifications, useUpdateNotifications } from '../api/notifications';
import { SettingsSection } from './settings-section';

const switches: { key: keyof NotificationSettings; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email Notifications',
    description: 'An email when a batch, or a long catalogue you left, is ready.',
  },
  {
    key: 'marketingUpdates',
    label: 'Marketing Updates',
    description: 'News about features and offers.',
  },
  {
    key: 'usageAlerts',
    label: 'Usage Alerts',
    description: 'An email when you have used 80% of your monthly images.',
  },
];

export function NotificationsCard() {
  const { data } = useNotifications();
  const update = useUpdateNotifications();
  return (
    <SettingsSection id="notifications" title="Notifications">
      {!data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <ul className="divide-y divide-border">
          {switches.map((item) => (
            <li key={item.key} className="flex items-center justify-between gap-4 py-3.5">
              <div>
                <p id={`notify-${item.key}`} className="text-sm font-medium">
                  {item.label}
                </p>
                <p className="text-xs text-stone-500">{item.description}</p>
              </div>
              <Switch
                aria-labelledby={`notify-${item.key}`}
                checked={data[item.key]}
                onCheckedChange={(checked) =>
                  update.mutate(
                    { ...data, [item.key]: checked },
                    {
                      onSuccess: () =>
                        toast.success('Notification settings saved', { id: 'notifications-saved' }),
                      onError: (error) => toastApiError(error, 'Settings not saved'),
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
