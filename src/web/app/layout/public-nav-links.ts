import { paths } from '@core/paths';

/** The public pages' links, by their key in the nav texts. */
export const publicNavLinks = [
  { to: paths.home, label: 'home' },
  { to: paths.pricing, label: 'pricing' },
  { to: paths.dashboard, label: 'dashboard' },
] as const;
