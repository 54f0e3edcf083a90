import { useTexts } from '@/i18n/use-texts';
import { settingsTexts } from '@/i18n/texts/settings';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';
import { TwoFactorSection } from './two-factor-section';

export function SecurityCard() {
  const t = useTexts(settingsTexts);
  const { data: profile } = useProfile();
  return (
    <SettingsSection id="security" title={t('security')} description={t('securityDescription')}>
      {!profile ? (
        <Skeleton className="h-56 w-full" />
      ) : (
        <div className="divide-y divide-border">
          <div className="pb-6">
            <ChangePasswordForm hasPassword={profile.hasPassword} />
          </div>
          <div className="py-6">
            <TwoFactorSection
              enabled={profile.twoFactorEnabled}
              hasPassword={profile.hasPassword}
            />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-4 py-6">
            <div>
              <p className="text-sm font-medium">{t('yourData')}</p>
              <p className="mt-1 text-xs text-stone-500">{t('yourDataDescription')}</p>
            </div>
            <Button variant="secondary" asChild>
              <a href="/api/account/export" download>
                <Download aria-hidden />
                {t('downloadData')}
              </a>
            </Button>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-4 pt-6">
            <div>
              <p className="text-sm font-medium text-destructive">{t('deleteAccount')}</p>
              <p className="mt-1 text-xs text-stone-500">{t('deleteAccountDescription')}</p>
            </div>
            <DeleteAccountDialog email={profile.email} hasPassword={profile.hasPassword} />
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
