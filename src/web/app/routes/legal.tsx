import { LegalPage } from '@/features/legal/components/legal-page';
import { privacyTexts } from '@/i18n/texts/legal-privacy';
import { returnPolicyTexts } from '@/i18n/texts/legal-return-policy';
import { termsTexts } from '@/i18n/texts/legal-terms';

export const TermsRoute = () => <LegalPage texts={termsTexts} />;
export const PrivacyRoute = () => <LegalPage texts={privacyTexts} />;
export const ReturnPolicyRoute = () => <LegalPage texts={returnPolicyTexts} />;
