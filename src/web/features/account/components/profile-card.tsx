import { saidOfIssue, useServerMessage, type ServerSaid } from '@/i18n/server-message';
import { useTexts } from '@/i18n/use-texts';
import { settingsTexts } from '@/i18n/texts/settings';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toastApiError } from '@/lib/api-client';
import type { ProfileView } from '@core/account';
import { updateProfileSchema } from '@core/account-schemas';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarField } from './avatar-field';
import { SettingsSection } from './settings-section';

const fields = ['firstName', 'lastName', 'email', 'company'] as const;
type Field = (typeof fields)[number];

export function ProfileCard() {
  const t = useTexts(settingsTexts);
  const { data: profile, isPending } = useProfile();
  if (isPending || !profile) {
    return (
      <SettingsSection id="profile" title={t('profile')}>
        <Skeleton className="h-64 w-full" />
      </SettingsSection>
    );
  }
  // A saved profile remounts the form, so it starts from what the server stored.
  return (
    <ProfileForm
      key={[profile.firstName, profile.lastName, profile.email, profile.company].join('|')}
      profile={profile}
    />
  );
}

function ProfileForm({ profile }: { profile: ProfileView }) {
  const t = useTexts(settingsTexts);
  const update = useUpdateProfile();
  const say = useServerMessage();
  const [form, setForm] = useState<Record<Field, string>>({
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    company: profile.company,
  });
  // Each field's problem by its key, said in the page's language (decision 273).
  const [errors, setErrors] = useState<Partial<Record<Field, ServerSaid>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emailChanged = form.email.trim().toLowerCase() !== profile.email.toLowerCase();
    const parsed = updateProfileSchema.safeParse({
      firstName: form.firstName,
      lastName: form.lastName,
      company: form.company,
      ...(emailChanged ? { email: form.email.trim() } : {}),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], saidOfIssue(issue)])),
      );
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (answer) => {
        if (answer.emailChangePendingFor) {
          toast.success(t('profileSaved'), {
            description: t('emailPending', { email: answer.emailChangePendingFor }),
            duration: 10_000,
          });
        } else {
          toast.success(t('profileSaved'));
        }
      },
      onError: (error) => toastApiError(error, t('profileNotSaved')),
    });
  };

  const labels: Record<Field, string> = {
    firstName: t('firstName'),
    lastName: t('lastName'),
    email: t('email'),
    company: t('company'),
  };
  return (
    <SettingsSection id="profile" title={t('profile')} description={t('profileDescription')}>
      <AvatarField
        avatarUrl={profile.avatarUrl}
        initial={(profile.firstName || profile.email).charAt(0).toUpperCase()}
      />
      <form onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-2" noValidate>
        {fields.map((field) => (
          <div key={field} className="space-y-2">
            <Label htmlFor={`profile-${field}`}>{labels[field]}</Label>
            <Input
              id={`profile-${field}`}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={
                field === 'email'
                  ? 'email'
                  : field === 'company'
                    ? 'organization'
                    : field === 'firstName'
                      ? 'given-name'
                      : 'family-name'
              }
              value={form[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `profile-${field}-error` : undefined}
              onChange={(e) => setForm((current) => ({ ...current, [field]: e.target.value }))}
            />
            {errors[field] && (
              <p id={`profile-${field}-error`} className="text-xs text-destructive">
                {say(errors[field])}
              </p>
            )}
          </div>
        ))}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('saving') : t('saveChanges')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
