import { BRAND_NAME } from '../../../../core/paths.js';
import { UNSAVED_RUN_DAYS } from '../../../../core/runs.js';
import {
  actionEmail,
  type EmailContent,
  type UnsubscribeFooter,
} from '../../../lib/email-layout.js';

/** A long single catalogue finished while its page was closed (decision 150). */
export function runFinishedMessage(input: {
  name: string;
  generated: number;
  total: number;
  url: string;
  unsubscribe: UnsubscribeFooter;
}): EmailContent {
  return actionEmail({
    subject: 'Your catalogue is ready',
    heading: 'Your catalogue is ready',
    intro: `Hi ${input.name}, the catalogue you started on ${BRAND_NAME} has finished while you were away.`,
    details: [`${input.generated} of ${input.total} images made`],
    action: 'View your catalogue',
    url: input.url,
    outro: `Save it to keep it in My Catalogues: unsaved catalogues are removed after ${UNSAVED_RUN_DAYS} days.`,
    unsubscribe: input.unsubscribe,
  });
}
