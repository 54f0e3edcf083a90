import type { Language } from '../../../../core/language.js';
import {
  actionEmail,
  type EmailContent,
  type EmailWords,
  type UnsubscribeFooter,
} from '../../../lib/email-layout.js';

interface BatchFinished {
  name: string;
  batchName: string;
  done: number;
  failed: number;
}

const WORDS: Record<Language, (input: BatchFinished) => EmailWords> = {
  en: (input) => {
    const catalogues = (n: number) => `${n} ${n === 1 ? 'catalogue' : 'catalogues'}`;
    return {
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
      outro:
        'Each product is saved as its own catalogue in My Catalogues, and the whole batch downloads as one zip.',
    };
  },
  hi: (input) => ({
    subject: `आपका बैच "${input.batchName}" पूरा हो गया`,
    heading: 'आपका बैच पूरा हो गया',
    intro: `नमस्ते ${input.name}, आपका बैच "${input.batchName}" पूरा हो गया है।`,
    details: [
      `${input.done} कैटलॉग बने`,
      ...(input.failed > 0
        ? [`${input.failed} नहीं बन पाए: आप बैच से हर एक को दोबारा आज़मा सकते हैं`]
        : []),
    ],
    action: 'बैच खोलें',
    outro: 'हर प्रोडक्ट मेरे कैटलॉग में अपने अलग कैटलॉग के रूप में सेव है, और पूरा बैच एक zip में डाउनलोड होता है।',
  }),
};

/** A batch of catalogues finished: its counts and a link to it (decision 150). */
export function batchFinishedMessage(
  input: BatchFinished & { url: string; unsubscribe: UnsubscribeFooter },
  language: Language = 'en',
): EmailContent {
  return actionEmail({
    ...WORDS[language](input),
    url: input.url,
    unsubscribe: input.unsubscribe,
    language,
  });
}
