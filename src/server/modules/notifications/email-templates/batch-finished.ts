import {
  actionEmail,
  type EmailContent,
  type UnsubscribeFooter,
} from '../../../lib/email-layout.js';

/** A batch of catalogues finished: its counts and a link to it (decision 150). */
export function batchFinishedMessage(input: {
  name: string;
  batchName: string;
  done: number;
  failed: number;
  url: string;
  unsubscribe: UnsubscribeFooter;
}): EmailContent {
  const catalogues = (n: number) => `${n} ${n === 1 ? 'catalogue' : 'catalogues'}`;
  return actionEmail({
    subject: `Your batch "${input.batchName}" is finished`,
    heading: 'Your batch is finished',
    intro: `Hi ${input.name}, your batch "${input.batchName}" has finished.`,
    details: [
      `${catalogues(input.done)} made`,
      ...(input.failed > 0
        ? [`${input.failed} failed: you can retry each one from the batch`]
        : []),
    ],
    action: 'Open the batch',
    url: input.url,
    outro:
      'Each product is saved as its own catalogue in My Catalogues, and the whole batch downloads as one zip.',
    unsubscribe: input.unsubscribe,
  });
}
