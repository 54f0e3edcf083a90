import { getLanguage } from '@/i18n/language-store';
import { formatDay } from '@/i18n/format';

/** docs/product.md §12: dates as 'MMM dd, yyyy' in English, hi-IN's in Hindi (decision 194). */
export function formatBillingDate(iso: string | null): string {
  return iso ? formatDay(new Date(iso), getLanguage()) : '';
}
