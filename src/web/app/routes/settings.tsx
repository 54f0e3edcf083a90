import { useTexts } from '@/i18n/use-texts';
import { settingsTexts } from '@/i18n/texts/settings';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { BillingDetailsCard } from '@/features/account/components/billing-details-card';
import { LanguageCard } from '@/features/account/components/language-card';
import { NotificationsCard } from '@/features/account/components/notifications-card';
import { ApiKeysCard } from '@/features/api-keys/components/api-keys-card';
import { WebhookDeliveriesCard } from '@/features/api-keys/components/webhook-deliveries-card';
import { BillingPaymentsCard } from '@/features/billing/components/billing-payments-card';
import { CurrentPlanCard } from '@/features/billing/components/current-plan-card';
import { UsageThisMonthCard } from '@/features/billing/components/usage-this-month-card';
import { UsageHistoryCard } from '@/features/usage/components/usage-history-card';
import { ProfileCard } from '@/features/account/components/profile-card';
import { SecurityCard } from '@/features/account/components/security-card';
import { usePageTitle } from '@/hooks/use-page-title';

export function SettingsRoute() {
  const t = useTexts(settingsTexts);
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  useEffect(() => {
    if (params.get('emailChanged') === '1')
      toast.success(t('emailChanged'), { id: 'email-changed' });
  }, [params, t]);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-1 text-stone-600">{t('intro')}</p>
      </header>
      <ProfileCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <CurrentPlanCard />
        <UsageThisMonthCard />
      </div>
      <UsageHistoryCard />
      <BillingPaymentsCard />
      <BillingDetailsCard />
      <LanguageCard />
      <NotificationsCard />
      <SecurityCard />
      <ApiKeysCard />
      <WebhookDeliveriesCard />
    </div>
  );
}
