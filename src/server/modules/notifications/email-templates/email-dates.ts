/** Dates in emails as the product writes them: 'MMM dd, yyyy' (docs/product.md §12), India time. */
export function emailDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
}
