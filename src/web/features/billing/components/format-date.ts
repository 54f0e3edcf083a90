import { format } from 'date-fns';

/** docs/product.md §12: dates as 'MMM dd, yyyy'. */
export function formatBillingDate(iso: string | null): string {
  return iso ? format(new Date(iso), 'MMM dd, yyyy') : '';
}
