import { useSearchParams } from 'react-router';
import { UnsubscribeOutcome } from '@/features/notifications/components/unsubscribe-outcome';
import { usePageTitle } from '@/hooks/use-page-title';
import { unsubscribeTexts } from '@/i18n/texts/unsubscribe';
import { useTexts } from '@/i18n/use-texts';

/** An email's unsubscribe link lands here (decision 150); no sign-in needed. */
export function UnsubscribeRoute() {
  const t = useTexts(unsubscribeTexts);
  usePageTitle(t('pageTitle'));
  const [params] = useSearchParams();
  return <UnsubscribeOutcome token={params.get('token')} />;
}
