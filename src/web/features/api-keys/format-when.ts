/** A time in Settings' lists: '22 Nov 2026, 9:14 pm'. */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
