import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichText } from '@/i18n/rich-text';
import { apiDocsTexts } from '@/i18n/texts/api-docs';
import { useTexts } from '@/i18n/use-texts';
import {
  API_KEY_PREFIX,
  DEFAULT_API_RATE_LIMIT_PER_MINUTE,
  WEBHOOK_HEADERS,
  WEBHOOK_TOLERANCE_SECONDS,
} from '@core/api-keys';
import { BATCH_LIMITS } from '@core/batch';
import { paths } from '@core/paths';
import { CodeBlock, CodeTabs } from './code-tabs';

const code = (words: string) => <code>{words}</code>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const quickStartCurl = (
  base: string,
) => `# 1. Start a catalogue from a front photo (back, side and detail are optional);
#    garmentType is one of GET /garment-types ("other" when left out)
curl -X POST "${base}/runs" \\
  -H "Authorization: Bearer $VASTRA_API_KEY" \\
  -H "Idempotency-Key: sku-4411" \\
  -F front=@front.jpg -F backgroundId=clean-white-studio -F garmentType=kurta

# 2. Follow it until status is "completed" (or give a webhookUrl instead)
curl "${base}/runs/$RUN_ID" -H "Authorization: Bearer $VASTRA_API_KEY"

# 3. Keep it as a catalogue and download the zip
curl -X POST "${base}/catalogues" -H "Authorization: Bearer $VASTRA_API_KEY" \\
  -H "Content-Type: application/json" -d '{"runId":"'$RUN_ID'","name":"SKU 4411"}'
curl "${base}/catalogues/$CATALOGUE_ID/zip" -H "Authorization: Bearer $VASTRA_API_KEY" -o sku-4411.zip`;

const quickStartTs = (base: string) => `const base = '${base}';
const headers = { Authorization: \`Bearer \${process.env.VASTRA_API_KEY}\` };

// 1. Start a catalogue from image URLs (public addresses, JPG/PNG/WebP/AVIF/HEIC, 10 MB each)
let run = await fetch(\`\${base}/runs\`, {
  method: 'POST',
  headers: { ...headers, 'Content-Type': 'application/json', 'Idempotency-Key': 'sku-4411' },
  body: JSON.stringify({
    images: { front: 'https://shop.example.com/sku-4411-front.jpg' },
    backgroundId: 'clean-white-studio',
    garmentType: 'kurta', // from GET /garment-types
    stylingNote: 'with white churidar', // optional
  }),
}).then((r) => r.json());

// 2. Follow it (or pass webhookUrl and wait for run.completed)
while (!['completed', 'stopped', 'failed'].includes(run.status)) {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  run = await fetch(\`\${base}/runs/\${run.id}\`, { headers }).then((r) => r.json());
}

// 3. Keep it as a catalogue
const catalogue = await fetch(\`\${base}/catalogues\`, {
  method: 'POST',
  headers: { ...headers, 'Content-Type': 'application/json' },
  body: JSON.stringify({ runId: run.id, name: 'SKU 4411' }),
}).then((r) => r.json());
console.log(catalogue.zipUrl);`;

const receiverTs = `import { createHmac, timingSafeEqual } from 'node:crypto';

/** rawBody: the request body exactly as received, before any JSON parsing. */
export function isFromVastra(secret: string, headers: Headers, rawBody: string): boolean {
  const timestamp = headers.get('${WEBHOOK_HEADERS.timestamp}') ?? '';
  const signature = headers.get('${WEBHOOK_HEADERS.signature}') ?? '';
  // Refuse old deliveries, so a recorded one cannot be replayed later.
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > ${WEBHOOK_TOLERANCE_SECONDS}) return false;
  const expected =
    'v1=' + createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest('hex');
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}`;

const batchCurl = (base: string) => `# 1. Create the batch: its images are reserved at once
#    (402 says how many products fit)
curl -X POST "${base}/batches" \\
  -H "Authorization: Bearer $VASTRA_API_KEY" \\
  -H "Content-Type: application/json" -H "Idempotency-Key: drop-2026-11" \\
  -d '{"products":[{"sku":"KURTA-12","backgroundId":"clean-white-studio",
                    "hasBack":true,"hasSide":false,"garmentType":"kurta"}],
       "webhookUrl":"https://shop.example.com/hooks/vastra"}'

# 2. Give each product its photos (a form, or URLs we fetch): its run starts
curl -X PUT "${base}/batches/$BATCH_ID/items/$ITEM_ID/photos" \\
  -H "Authorization: Bearer $VASTRA_API_KEY" -H "Content-Type: application/json" \\
  -d '{"front":"https://shop.example.com/kurta-12-front.jpg",
       "back":"https://shop.example.com/kurta-12-back.jpg"}'

# 3. When batch.completed arrives (or GET /batches/$BATCH_ID says so):
#    a folder per SKU and manifest.csv
curl "${base}/batches/$BATCH_ID/zip" \\
  -H "Authorization: Bearer $VASTRA_API_KEY" -o batch.zip`;

const eventExample = `{
  "type": "run.completed",
  "createdAt": "2026-11-22T10:15:03.120Z",
  "data": {
    "run": { "id": "3f0e1c7a-…", "status": "completed", "generated": 5, "total": 5, "shots": [ … ] }
  }
}`;

/** The quick start and the rules every request follows (decision 134). */
export function ApiGuide({ baseUrl }: { baseUrl: string }) {
  const t = useTexts(apiDocsTexts);
  const settingsLink = (hash: string) => (words: string) => (
    <Link to={`${paths.settings}#${hash}`} className="text-primary underline underline-offset-4">
      {words}
    </Link>
  );
  return (
    <div className="space-y-14">
      <Section id="quick-start" title={t('quickStart')}>
        <ol className="list-decimal space-y-2 pl-5 text-stone-700">
          <li>
            <RichText
              text={t('quickStartStep1', { prefix: API_KEY_PREFIX })}
              parts={{ link: settingsLink('api-keys'), code }}
            />
          </li>
          <li>
            <RichText text={t('quickStartStep2')} parts={{ code }} />
          </li>
          <li>{t('quickStartStep3')}</li>
        </ol>
        <CodeTabs
          title={t('quickStartExample')}
          curl={quickStartCurl(baseUrl)}
          typescript={quickStartTs(baseUrl)}
        />
      </Section>

      <Section id="batches" title={t('batches')}>
        <p className="text-stone-700">
          {t('batchesText', {
            products: BATCH_LIMITS.maxProducts,
            photos: BATCH_LIMITS.maxPhotos,
          })}
        </p>
        <CodeBlock code={batchCurl(baseUrl)} label={t('batchExample')} />
      </Section>

      <Section id="rules" title={t('rules')}>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold">{t('keys')}</dt>
            <dd className="text-stone-600">{t('keysText')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('quota')}</dt>
            <dd className="text-stone-600">{t('quotaText')}</dd>
          </div>
          <div>
            <dt className="font-semibold">{t('errors')}</dt>
            <dd className="text-stone-600">
              <RichText text={t('errorsText')} parts={{ code }} />
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t('rateLimits')}</dt>
            <dd className="text-stone-600">
              <RichText
                text={t('rateLimitsText', { limit: DEFAULT_API_RATE_LIMIT_PER_MINUTE })}
                parts={{ code }}
              />
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-semibold">Idempotency-Key</dt>
            <dd className="text-stone-600">{t('idempotencyText')}</dd>
          </div>
        </dl>
      </Section>

      <Section id="webhooks" title={t('webhooks')}>
        <p className="text-stone-700">
          <RichText text={t('webhooksText')} parts={{ code }} />
        </p>
        <CodeBlock code={eventExample} label={t('webhookBody')} />
        <p className="text-stone-700">
          <RichText text={t('webhooksReported')} parts={{ code }} />
        </p>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-stone-700">
          <li>
            <RichText text={t('headerId', { header: WEBHOOK_HEADERS.id })} parts={{ code }} />
          </li>
          <li>
            <RichText
              text={t('headerTimestamp', { header: WEBHOOK_HEADERS.timestamp })}
              parts={{ code }}
            />
          </li>
          <li>
            <RichText
              text={t('headerSignature', { header: WEBHOOK_HEADERS.signature })}
              parts={{ code }}
            />
          </li>
          <li>{t('webhookRetries', { minutes: WEBHOOK_TOLERANCE_SECONDS / 60 })}</li>
        </ul>
        <CodeBlock code={receiverTs} label={t('webhookReceiver')} />
        <p className="text-sm text-stone-600">
          <RichText text={t('webhookDeliveries')} parts={{ link: settingsLink('webhooks') }} />
        </p>
      </Section>
    </div>
  );
}
