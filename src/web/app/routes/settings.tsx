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
import { ProfileCard } from '@/features/account/components/profile-card';
import { SecurityCard } from '@/features/account/components/security-card';
import { usePageTitle } from '@/hooks/use-page-title';

export function SettingsRoute() {
  usePageTitle('Settings');
  const [params] = useSearchParams();
  useEffect(() => {
    if (params.get('emailChanged') === '1')
      toast.success('Your email address has been changed.', { id: 'email-changed' });
  }, [params]);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-semibold">Settings</h1>
        <p className="mt-1 text-stone-600">Your profile, plan, notifications and security.</p>
      </header>
      <ProfileCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <CurrentPlanCard />
        <UsageThisMonthCard />
      </div>
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
