import { API_KEY_TEXTS } from '@core/api-keys';
import { defineTexts } from '../define-texts';

/** Settings → API keys and Webhook deliveries (decisions 130, 132), with the new key's dialog. */
export const apiKeysTexts = defineTexts('api-keys', {
  title: 'API keys',
  intro:
    'Create catalogues from your own systems with the <link>Vastra Studio API</link>. Each key spends your plan’s monthly images.',
  planRequired: API_KEY_TEXTS.planRequired,
  seePlans: 'See plans',
  keyName: 'Key name',
  keyNamePlaceholder: 'e.g. Shopify sync',
  createKey: 'Create key',
  keyNotCreated: 'Key not created',
  giveName: 'Give the key a name.',
  yourKeys: 'Your API keys',
  noKeys: 'No API keys yet.',
  revoked: 'Revoked',
  created: 'Created {{when}}',
  lastUsed: 'Last used {{when}}',
  neverUsed: 'Never used',
  revoke: 'Revoke',
  revokeName: 'Revoke {{name}}',
  revokeTitle: 'Revoke “{{name}}”?',
  revokeDescription:
    'Requests with this key will be refused at once. Runs it started keep going, and their webhooks are still sent. This cannot be undone.',
  cancel: 'Cancel',
  revokeKey: 'Revoke key',
  keyRevoked: 'API key revoked',
  keyNotRevoked: 'Key not revoked',
  newKeyTitle: 'Copy your new API key',
  newKeyDescription:
    'This is the only time “{{name}}” is shown. Store it in your system’s secrets now; if you lose it, revoke it and create another.',
  apiKey: 'API key',
  copyApiKey: 'Copy api key',
  webhookSecret: 'Webhook signing secret',
  copyWebhookSecret: 'Copy webhook signing secret',
  copiedIt: 'I have copied it',
  deliveriesTitle: 'Webhook deliveries',
  deliveriesIntro:
    'The latest events sent to the <code>webhookUrl</code> of your API runs and batches. Failed deliveries are retried for 24 hours. <link>How to verify them</link>',
  noDeliveries:
    'No deliveries yet. Runs and batches created through the API with a <code>webhookUrl</code> appear here.',
  delivered: 'Delivered',
  retrying: 'Retrying',
  failed: 'Failed',
  attempts_one: '{{count}} attempt',
  attempts_other: '{{count}} attempts',
  answered: '{{tries}}, answered {{status}}',
  waiting: 'Waiting for its first attempt',
  lastError: '{{tries}}, last: {{error}}',
  noAnswer: 'no answer',
  subjectBatch: 'batch {{id}}',
  subjectRun: 'run {{id}}',
});
