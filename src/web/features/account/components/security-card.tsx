import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';
import { TwoFactorSection } from './two-factor-section';

export function SecurityCard() {
  const { data: profile } = useProfile();
  return (
    <SettingsSection
      id="security"
      title="Security"
      description="Password, two-factor authentication and your data."
    >
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
              <p className="text-sm font-medium">Your data</p>
              <p className="mt-1 text-xs text-stone-500">
                A zip of your profile, settings, catalogues and images.
              </p>
            </div>
            <Button variant="secondary" asChild>
              <a href="/api/account/export" download>
                <Download aria-hidden />
                Download Account Data
              </a>
            </Button>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-4 pt-6">
            <div>
              <p className="text-sm font-medium text-destructive">Delete account</p>
              <p className="mt-1 text-xs text-stone-500">
                Removes your account and everything in it.
              </p>
            </div>
            <DeleteAccountDialog email={profile.email} hasPassword={profile.hasPassword} />
          </div>
        </div>
      )}
    </SettingsSection>
  );
}
