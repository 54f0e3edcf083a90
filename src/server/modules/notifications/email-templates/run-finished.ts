import type { Language } from '../../../../core/language.js';
import { BRAND_NAME } from '../../../../core/paths.js';
import { UNSAVED_RUN_DAYS } from '../../../../core/runs.js';
import {
  actionEmail,
  type EmailContent,
  type EmailWords,
  type UnsubscribeFooter,
} from '../../../lib/email-layout.js';

interface RunFinished {
  name: string;
  generated: number;
  total: number;
}

const WORDS: Record<Language, (input: RunFinished) => EmailWords> = {
  en: (input) => ({
    subject: 'Your catalogue is ready',
    heading: 'Your catalogue is ready',
    intro: `Hi ${input.name}, the catalogue you started on ${BRAND_NAME} has finished while you were away.`,
    details: [`${input.generated} of ${input.total} images made`],
    action: 'View your catalogue',
    outro: `Save it to keep it in My Catalogues: unsaved catalogues are removed after ${UNSAVED_RUN_DAYS} days.`,
  }),
  hi: (input) => ({
    subject: 'आपका कैटलॉग तैयार है',
    heading: 'आपका कैटलॉग तैयार है',
    intro: `नमस्ते ${input.name}, ${BRAND_NAME} पर आपने जो कैटलॉग शुरू किया था, वह आपके दूर रहते पूरा हो गया।`,
    details: [`${input.total} में से ${input.generated} इमेज बनीं`],
    action: 'अपना कैटलॉग देखें',
    outro: `इसे मेरे कैटलॉग में रखने के लिए सेव करें: बिना सेव किए कैटलॉग ${UNSAVED_RUN_DAYS} दिन बाद हटा दिए जाते हैं।`,
  }),
};

/** A long single catalogue finished while its page was closed (decision 150). */
export function runFinishedMessage(
  input: RunFinished & { url: string; unsubscribe: UnsubscribeFooter },
  language: Language = 'en',
): EmailContent {
  return actionEmail({
    ...WORDS[language](input),
    url: input.url,
    unsubscribe: input.unsubscribe,
    language,
  });
}
