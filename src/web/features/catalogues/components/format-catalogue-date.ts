import { format } from 'date-fns';

/** SPEC.md 9: dates as 'MMM dd, yyyy'. */
export function formatCatalogueDate(iso: string): string {
  return format(new Date(iso), 'MMM dd, yyyy');
}

export const imageCountLabel = (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`;
