import { format } from 'date-fns';

/** SPEC.md 9: dates as 'MMM dd, yyyy'. */
export function formatBillingDate(iso: string | null): string {
  return iso ? format(new Date(iso), 'MMM dd, yyyy') : '';
}
