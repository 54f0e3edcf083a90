import { DEFAULT_LANGUAGE, type Language } from '../../core/language.js';
import { BRAND_NAME } from '../../core/paths.js';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The footer of an email a switch governs: why it came, and the link that turns it off. */
export interface UnsubscribeFooter {
  /** Why this email came, e.g. 'You get this email because Usage Alerts is on in Settings.' */
  reason: string;
  url: string;
}

/** What an email says, written in one language; the layout adds the link and the footer. */
export interface EmailWords {
  subject: string;
  heading: string;
  intro: string;
  details?: string[];
  action: string;
  outro: string;
}

/** The words of the layout itself, in each language an email is written in (decision 199). */
const LAYOUT_WORDS: Record<
  Language,
  { htmlLang: string; fontFamily: string; linkFallback: string; unsubscribe: string }
> = {
  en: {
    htmlLang: 'en',
    fontFamily: 'Helvetica,Arial,sans-serif',
    linkFallback: 'If the button does not work, open this link:',
    unsubscribe: 'Unsubscribe',
  },
  hi: {
    htmlLang: 'hi',
    // Mail clients draw Devanagari with the reader's system font; these name the common ones.
    fontFamily: "Helvetica,Arial,'Noto Sans Devanagari','Nirmala UI',Mangal,sans-serif",
    linkFallback: 'अगर बटन काम न करे, तो यह लिंक खोलें:',
    unsubscribe: 'सदस्यता छोड़ें',
  },
};

/**
 * One email with a single call to action, as plain text and as simple inline-styled HTML that
 * mail clients render (no external images or stylesheets). `details` are short lines (counts,
 * amounts) under the intro; `unsubscribe` adds the footer of a non-account email.
 */
export function actionEmail(
  parts: EmailWords & {
    url: string;
    unsubscribe?: UnsubscribeFooter;
    /** The language of the layout's own words; the parts come already written in it. */
    language?: Language;
  },
): EmailContent {
  const words = LAYOUT_WORDS[parts.language ?? DEFAULT_LANGUAGE];
  const details = parts.details ?? [];
  const text = [
    `${parts.heading}`,
    '',
    parts.intro,
    ...(details.length > 0 ? ['', ...details] : []),
    '',
    `${parts.action}: ${parts.url}`,
    '',
    parts.outro,
    '',
    `— ${BRAND_NAME}`,
    ...(parts.unsubscribe
      ? ['', parts.unsubscribe.reason, `${words.unsubscribe}: ${parts.unsubscribe.url}`]
      : []),
  ].join('\n');
  const url = escapeHtml(parts.url);
  const detailRows = details
    .map(
      (line) =>
        `<tr><td style="padding-top:6px;font-size:15px;line-height:1.5;font-weight:bold">${escapeHtml(line)}</td></tr>`,
    )
    .join('\n');
  const unsubscribeRow = parts.unsubscribe
    ? `<tr><td style="padding-top:24px;font-size:12px;line-height:1.5;color:#78716c">${escapeHtml(parts.unsubscribe.reason)} <a href="${escapeHtml(parts.unsubscribe.url)}" style="color:#78716c">${words.unsubscribe}</a></td></tr>`
    : '';
  const html = `<!doctype html>
<html lang="${words.htmlLang}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f4f1;font-family:${words.fontFamily};color:#1c1917">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="520" cellspacing="0" cellpadding="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:14px;font-weight:bold;letter-spacing:.04em;color:#9a3412">${escapeHtml(BRAND_NAME)}</td></tr>
<tr><td style="padding-top:16px;font-size:22px;font-weight:bold">${escapeHtml(parts.heading)}</td></tr>
<tr><td style="padding-top:12px;font-size:15px;line-height:1.5">${escapeHtml(parts.intro)}</td></tr>
${detailRows}
<tr><td style="padding:24px 0"><a href="${url}" style="display:inline-block;background:#9a3412;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(parts.action)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#57534e">${words.linkFallback}<br><a href="${url}" style="color:#9a3412;word-break:break-all">${url}</a></td></tr>
<tr><td style="padding-top:16px;font-size:13px;line-height:1.5;color:#57534e">${escapeHtml(parts.outro)}</td></tr>
${unsubscribeRow}
</table></td></tr></table>
</body></html>`;
  return { subject: parts.subject, text, html };
}
