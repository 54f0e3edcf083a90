import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  API_KEY_PREFIX,
  DEFAULT_API_RATE_LIMIT_PER_MINUTE,
  WEBHOOK_HEADERS,
  WEBHOOK_TOLERANCE_SECONDS,
} from '@core/api-keys';
import { BATCH_LIMITS } from '@core/batch';
import { paths } from '@core/paths';
import { CodeBlock, CodeTabs } from './code-tabs';

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
  return (
    <div className="space-y-14">
      <Section id="quick-start" title="Quick start">
        <ol className="list-decimal space-y-2 pl-5 text-stone-700">
          <li>
            On the Pro or Premium plan, open{' '}
            <Link
              to={`${paths.settings}#api-keys`}
              className="text-primary underline underline-offset-4"
            >
              Settings → API keys
            </Link>{' '}
            and create a key. It starts with <code>{API_KEY_PREFIX}</code> and is shown once.
          </li>
          <li>
            Send it on every request as <code>Authorization: Bearer &lt;key&gt;</code>.
          </li>
          <li>Start a run, follow it, save it as a catalogue and download it:</li>
        </ol>
        <CodeTabs
          title="quick start"
          curl={quickStartCurl(baseUrl)}
          typescript={quickStartTs(baseUrl)}
        />
      </Section>

      <Section id="batches" title="Batches">
        <p className="text-stone-700">
          A batch makes many products at once: each becomes its own run and, when it completes, its
          own catalogue named after its SKU. Up to {BATCH_LIMITS.maxProducts} products and{' '}
          {BATCH_LIMITS.maxPhotos} photos per batch.
        </p>
        <CodeBlock code={batchCurl(baseUrl)} label="a batch with curl" />
      </Section>

      <Section id="rules" title="Keys, errors, limits and retries">
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold">Keys</dt>
            <dd className="text-stone-600">
              An unknown or revoked key answers 401; a key of an account back on the Free plan 403.
              Revoke a key in Settings the moment it may have leaked.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Quota</dt>
            <dd className="text-stone-600">
              Runs spend the same monthly images as the dashboard, reserved when the run starts (402
              when they do not fit) and given back for every shot not generated.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Errors</dt>
            <dd className="text-stone-600">
              Every error answers <code>{'{ "error": { "code", "message" } }'}</code>; the message
              is safe to show to your users.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Rate limits</dt>
            <dd className="text-stone-600">
              Each key may make {DEFAULT_API_RATE_LIMIT_PER_MINUTE} requests a minute. Beyond that
              the answer is 429 with a <code>Retry-After</code> header in seconds;{' '}
              <code>RateLimit-Remaining</code> tells what is left.
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="font-semibold">Idempotency-Key</dt>
            <dd className="text-stone-600">
              Send one on every create (8 to 100 characters, remembered for 24 hours). A retry with
              the same key and the same request returns the first answer and makes nothing new; the
              same key with a different request answers 422. A create that failed can be retried
              with its key.
            </dd>
          </div>
        </dl>
      </Section>

      <Section id="webhooks" title="Webhooks">
        <p className="text-stone-700">
          Give a run a <code>webhookUrl</code> and we POST <code>run.completed</code> (the run
          completed or was stopped) or <code>run.failed</code> to it when it ends, as JSON. Give one
          to a batch and we POST <code>batch.completed</code> once every product has ended, with the
          batch (its counts and each product’s state and catalogue) as <code>data.batch</code>:
        </p>
        <CodeBlock code={eventExample} label="webhook body" />
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-stone-700">
          <li>
            <code>{WEBHOOK_HEADERS.id}</code>: the delivery’s id, the same on every retry (use it to
            ignore a delivery you already handled).
          </li>
          <li>
            <code>{WEBHOOK_HEADERS.timestamp}</code>: when this attempt was signed, in Unix seconds.
          </li>
          <li>
            <code>{WEBHOOK_HEADERS.signature}</code>: <code>v1=</code> and the hex HMAC-SHA256 of{' '}
            <code>{'{timestamp}.{raw body}'}</code>, keyed with the key’s webhook signing secret
            (the <code>whsec_…</code> value shown with the key).
          </li>
          <li>
            Check the signature against the raw body, refuse timestamps more than{' '}
            {WEBHOOK_TOLERANCE_SECONDS / 60} minutes from your clock, then answer any 2xx within 10
            seconds. Anything else is retried after 30 s, 1, 2, 4 … minutes (at most 4 hours apart)
            for 24 hours. Redirects are not followed, and only public addresses are called.
          </li>
        </ul>
        <CodeBlock code={receiverTs} label="webhook receiver in TypeScript" />
        <p className="text-sm text-stone-600">
          Every delivery and its last answer are listed in{' '}
          <Link
            to={`${paths.settings}#webhooks`}
            className="text-primary underline underline-offset-4"
          >
            Settings → Webhook deliveries
          </Link>
          .
        </p>
      </Section>
    </div>
  );
}
