import { z } from 'zod';

/** An on/off config key: true, false, 1, 0, yes or no; anything else is a config error. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
