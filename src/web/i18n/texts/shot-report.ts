import { SHOT_REPORT_REASON_LABELS } from '@core/shot-reports';
import { defineTexts } from '../define-texts';

/** 'Report this image' under a finished image, its dialog and its answers (decision 263). */
export const shotReportTexts = defineTexts('shot-report', {
  report: 'Report this image',
  reportName: 'Report this image: {{pose}}',
  reported: 'Reported',
  reportedName: 'Reported: {{pose}}',
  title: 'Report this image',
  policy:
    'An image reported within {{days}} days of being made, or one that failed our colour or print check, goes back to this month’s images at once, up to {{limit}} images a month. We give back images, not money.',
  policyNoLimit:
    'An image reported within {{days}} days of being made, or one that failed our colour or print check, goes back to this month’s images at once. We give back images, not money.',
  failedCheck: 'This image failed our colour or print check, so reporting it gives it back.',
  whatIsWrong: 'What is wrong with it?',
  'reason.not-my-garment': SHOT_REPORT_REASON_LABELS['not-my-garment'],
  'reason.wrong-colour': SHOT_REPORT_REASON_LABELS['wrong-colour'],
  'reason.bad-hands-or-face': SHOT_REPORT_REASON_LABELS['bad-hands-or-face'],
  'reason.other': SHOT_REPORT_REASON_LABELS.other,
  tellUs: 'Tell us what is wrong (optional)',
  cancel: 'Cancel',
  send: 'Send report',
  sending: 'Sending…',
  done: 'Done',
  failed: 'The report could not be sent. Please try again.',
  'outcome.credited_one': 'Thank you. {{count}} image was given back to this month’s quota.',
  'outcome.credited_other': 'Thank you. {{count}} images were given back to this month’s quota.',
  'outcome.limit-reached':
    'Thank you, your report is recorded. No image was given back: reports have given back {{limit}} images this month, the most a month allows.',
  'outcome.too-late':
    'Thank you, your report is recorded. No image was given back: images are given back within {{days}} days of being made, or when they failed the colour or print check.',
  'outcome.nothing-to-return':
    'Thank you, your report is recorded. No image was given back: nothing has been used this month yet.',
  alreadyReported: 'This image was reported before.',
  'note.credited': 'Given back',
  'note.recorded': 'Recorded, nothing given back',
});
