import { LegalPage } from '@/features/legal/components/legal-page';
import { privacyPolicy } from '@/features/legal/content/privacy';
import { returnPolicy } from '@/features/legal/content/return-policy';
import { termsOfService } from '@/features/legal/content/terms';

export const TermsRoute = () => <LegalPage document={termsOfService} />;
export const PrivacyRoute = () => <LegalPage document={privacyPolicy} />;
export const ReturnPolicyRoute = () => <LegalPage document={returnPolicy} />;
