import { useSearchParams } from 'react-router';
import { UnsubscribeOutcome } from '@/features/notifications/components/unsubscribe-outcome';
import { usePageTitle } from '@/hooks/use-page-title';
import { UNSUBSCRIBE_TEXTS } from '@core/notifications';

/** An email's unsubscribe link lands here (decision 150); no sign-in needed. */
export function UnsubscribeRoute() {
  usePageTitle(UNSUBSCRIBE_TEXTS.pageTitle);
  const [params] = useSearchParams();
  return <UnsubscribeOutcome token={params.get('token')} />;
}
