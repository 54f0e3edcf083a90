import { format } from 'date-fns';

/** docs/product.md §12: dates as 'MMM dd, yyyy'. */
export function formatCatalogueDate(iso: string): string {
  return format(new Date(iso), 'MMM dd, yyyy');
}

export const imageCountLabel = (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`;
