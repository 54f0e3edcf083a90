import { LanguageSwitch } from '@/i18n/language-switch';
import { languageTexts } from '@/i18n/texts/language';
import { useTexts } from '@/i18n/use-texts';
import { useSaveAccountLanguage } from '../hooks/use-account-language';
import { SettingsSection } from './settings-section';

/** Settings › Language: the same switch as the sidebar's, kept on the account (decision 194). */
export function LanguageCard() {
  const t = useTexts(languageTexts);
  const saveLanguage = useSaveAccountLanguage();
  return (
    <SettingsSection id="language" title={t('switchLabel')} description={t('cardDescription')}>
      <LanguageSwitch saveToAccount={saveLanguage} />
    </SettingsSection>
  );
}
