import { defineTexts } from '../define-texts';

/**
 * The API docs page's prose (decisions 090 and 134). Code samples, field names, headers and
 * endpoints stay as they are in every language; `<code>` and `<link>` mark the words drawn as
 * code or a link (RichText).
 */
export const apiDocsTexts = defineTexts('api-docs', {
  pageTitle: 'API',
  eyebrow: 'Developers',
  title: 'Vastra Studio API',
  lead: 'Create catalogues from your shop, PIM or marketplace tools: send product photos or their URLs, follow each run or receive a signed webhook, and download the finished images. API keys come with the Pro and Premium plans and spend the account’s monthly images.',
  createKey: 'Create an API key',
  openApiDocument: 'OpenAPI document',
  seePlans: 'See plans',
  referenceFailed:
    'The reference could not be loaded. The document is at <link>/api/v1/openapi.json</link>.',
  loadingReference: 'Loading the reference',
  quickStart: 'Quick start',
  quickStartStep1:
    'On the Pro or Premium plan, open <link>Settings → API keys</link> and create a key. It starts with <code>{{prefix}}</code> and is shown once.',
  quickStartStep2: 'Send it on every request as <code>Authorization: Bearer <key></code>.',
  quickStartStep3: 'Start a run, follow it, save it as a catalogue and download it:',
  quickStartExample: 'quick start',
  batches: 'Batches',
  batchesText:
    'A batch makes many products at once: each becomes its own run and, when it completes, its own catalogue named after its SKU. Up to {{products}} products and {{photos}} photos per batch.',
  batchExample: 'a batch with curl',
  rules: 'Keys, errors, limits and retries',
  keys: 'Keys',
  keysText:
    'An unknown or revoked key answers 401; a key of an account back on the Free plan 403. Revoke a key in Settings the moment it may have leaked.',
  quota: 'Quota',
  quotaText:
    'Runs spend the same monthly images as the dashboard, reserved when the run starts (402 when they do not fit) and given back for every shot not generated.',
  errors: 'Errors',
  errorsText:
    'Every error answers <code>{ "error": { "code", "message" } }</code>; the message is safe to show to your users.',
  rateLimits: 'Rate limits',
  rateLimitsText:
    'Each key may make {{limit}} requests a minute. Beyond that the answer is 429 with a <code>Retry-After</code> header in seconds; <code>RateLimit-Remaining</code> tells what is left.',
  idempotencyText:
    'Send one on every create (8 to 100 characters, remembered for 24 hours). A retry with the same key and the same request returns the first answer and makes nothing new; the same key with a different request answers 422. A create that failed can be retried with its key.',
  webhooks: 'Webhooks',
  webhooksText:
    'Give a run a <code>webhookUrl</code> and we POST <code>run.completed</code> (the run completed or was stopped) or <code>run.failed</code> to it when it ends, as JSON. Give one to a batch and we POST <code>batch.completed</code> once every product has ended, with the batch (its counts and each product’s state and catalogue) as <code>data.batch</code>:',
  webhookBody: 'webhook body',
  webhooksReported:
    'When an image of a run that has a <code>webhookUrl</code> is reported, in the dashboard or with <code>POST /catalogues/{id}/images/{imageId}/report</code> or <code>POST /runs/{id}/shots/{index}/report</code>, we POST <code>image.reported</code> once, with the report as <code>data.report</code>: its <code>reason</code>, its <code>outcome</code> (<code>credited</code>, <code>limit-reached</code>, <code>too-late</code> or <code>nothing-to-return</code>), <code>imagesReturned</code> and a <code>message</code>. Images, never money, are given back.',
  headerId:
    '<code>{{header}}</code>: the delivery’s id, the same on every retry (use it to ignore a delivery you already handled).',
  headerTimestamp: '<code>{{header}}</code>: when this attempt was signed, in Unix seconds.',
  headerSignature:
    '<code>{{header}}</code>: <code>v1=</code> and the hex HMAC-SHA256 of <code>{timestamp}.{raw body}</code>, keyed with the key’s webhook signing secret (the <code>whsec_…</code> value shown with the key).',
  webhookRetries:
    'Check the signature against the raw body, refuse timestamps more than {{minutes}} minutes from your clock, then answer any 2xx within 10 seconds. Anything else is retried after 30 s, 1, 2, 4 … minutes (at most 4 hours apart) for 24 hours. Redirects are not followed, and only public addresses are called.',
  webhookReceiver: 'webhook receiver in TypeScript',
  webhookDeliveries:
    'Every delivery and its last answer are listed in <link>Settings → Webhook deliveries</link>.',
  reference: 'Reference',
  referenceIntro:
    'Base URL <code>{{url}}</code>. Drawn from the <link>OpenAPI 3.1 document</link> the server validates requests with, so it is always current.',
  endpoints: 'Endpoints',
  tryItKey: 'API key for Try it',
  tryItKeyNote: 'Kept in this page only; never stored or sent elsewhere.',
  fieldName: 'Name',
  fieldType: 'Type',
  fieldDescription: 'Description',
  parameters: 'Parameters',
  body: 'Body: {{mediaType}}',
  answers: 'Answers',
  exampleLanguage: 'Example language for {{title}}',
  curlExample: 'curl example: {{title}}',
  typescriptExample: 'TypeScript example: {{title}}',
  copy: 'Copy {{label}}',
  tryIt: 'Try it',
  bodyJson: 'Body (JSON)',
  send: 'Send {{method}} request',
  pasteKey: 'Paste an API key above to send requests.',
  answered: 'Answered {{status}}',
  answeredNothing: 'Answered nothing',
  noContent: '(no content)',
  fileAnswer: '{{type}}, {{size}} bytes',
  notSent: 'The request could not be sent.',
});
