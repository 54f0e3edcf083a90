/**
 * What a catalogue costs at each vendor's list prices (decision 225), beside what a seller pays
 * for it: the landing page's "about ₹30 per catalogue" and each paid plan's price per image. The
 * figures are computed from the price table (src/server/engines/ai/vendor-prices.ts), not timed,
 * so `npm run bench:generation -- --cost` prints and writes them without running a scenario.
 */
import { PLANS, SHOTS_PER_CATALOGUE } from '../../src/core/plans.js';
import { loadEnv } from '../../src/server/config/env.js';
import { catalogueCost } from '../../src/server/engines/ai/catalogue-cost.js';
import { DEFAULT_USD_INR } from '../../src/server/engines/ai/vendor-prices.js';

interface CostSetting {
  engine: 'gemini' | 'openai' | 'fashn';
  label: string;
  env?: Record<string, string>;
  quality?: 'standard' | 'high';
  /** An economy batch: the vendor's batch price, half an image of the quota a shot. */
  economy?: boolean;
  /** The seller chose a model with an AI portrait. */
  chosenModel?: boolean;
  isDefault?: boolean;
}

export const COST_SETTINGS: CostSetting[] = [
  { engine: 'gemini', label: 'gemini-3.1-flash-image, 2K', isDefault: true },
  { engine: 'gemini', label: 'gemini-3.1-flash-image, 1K', env: { GEMINI_IMAGE_SIZE: '1K' } },
  { engine: 'gemini', label: 'gemini-3.1-flash-image, 2K, economy batch', economy: true },
  {
    engine: 'gemini',
    label: 'gemini-3.1-flash-image, 1K, economy batch',
    env: { GEMINI_IMAGE_SIZE: '1K' },
    economy: true,
  },
  { engine: 'gemini', label: "gemini-3-pro-image, 2K (quality 'high')", quality: 'high' },
  { engine: 'openai', label: 'gpt-image-2, high, 1024x1536', isDefault: true },
  { engine: 'openai', label: 'gpt-image-2, medium', env: { OPENAI_IMAGE_QUALITY: 'medium' } },
  { engine: 'openai', label: 'gpt-image-2, low', env: { OPENAI_IMAGE_QUALITY: 'low' } },
  { engine: 'openai', label: 'gpt-image-1.5, high', env: { OPENAI_IMAGE_MODEL: 'gpt-image-1.5' } },
  {
    engine: 'openai',
    label: 'gpt-image-1-mini, medium',
    env: { OPENAI_IMAGE_MODEL: 'gpt-image-1-mini', OPENAI_IMAGE_QUALITY: 'medium' },
  },
  {
    engine: 'openai',
    label: 'gpt-image-1-mini, low',
    env: { OPENAI_IMAGE_MODEL: 'gpt-image-1-mini', OPENAI_IMAGE_QUALITY: 'low' },
  },
  { engine: 'fashn', label: 'product-to-model, no model chosen', isDefault: true },
  {
    engine: 'fashn',
    label: "product-to-model, a chosen model's portrait as face_reference",
    chosenModel: true,
  },
  {
    engine: 'fashn',
    label: 'product-to-model, FASHN_FACE_REFERENCE=every-shot (identity anchor)',
    env: { FASHN_FACE_REFERENCE: 'every-shot' },
  },
];

/** The share of a plan's price per image the vendor's cost may take (decision 225). */
export const VENDOR_SHARE_TARGET = 0.4;

export interface CostRow {
  setting: CostSetting;
  model: string;
  /** US dollars an image, and a catalogue of five. */
  perImageUsd: number;
  perCatalogueUsd: number;
  /** The vendor's cost as a share of each paid plan's price per image (economy: half an image). */
  shareOf: { pro: number; premium: number };
}

/** Rupees a seller pays per image on a fully used plan (GST included). */
export const planPricePerImage = (plan: 'pro' | 'premium') =>
  PLANS[plan].monthlyPricePaise / PLANS[plan].monthlyImageQuota / 100;

export function costRows(usdInr: number): CostRow[] {
  return COST_SETTINGS.map((setting) => {
    const env = loadEnv({ NODE_ENV: 'test', IMAGE_ENGINE: setting.engine, ...setting.env });
    const cost = catalogueCost(env, {
      quality: setting.quality,
      economy: setting.economy,
      chosenModel: setting.chosenModel,
    })!;
    const perCatalogueUsd = cost.total / 1_000_000;
    const perImageUsd = perCatalogueUsd / SHOTS_PER_CATALOGUE;
    const charged = setting.economy ? 0.5 : 1;
    const shareOf = (plan: 'pro' | 'premium') =>
      (perImageUsd * usdInr) / (planPricePerImage(plan) * charged);
    return {
      setting,
      model: cost.model,
      perImageUsd,
      perCatalogueUsd,
      shareOf: { pro: shareOf('pro'), premium: shareOf('premium') },
    };
  });
}

const rupees = (value: number) => `₹${value.toFixed(2)}`;
const percent = (share: number) => `${Math.round(share * 100)} %`;
const within = (share: number) => (share <= VENDOR_SHARE_TARGET ? 'yes' : 'no');

/** The table as docs/benchmarks.md keeps it, and as the benchmark prints it. */
export function costLines(usdInr = DEFAULT_USD_INR.rate, date = DEFAULT_USD_INR.checked): string[] {
  const rows = costRows(usdInr);
  const pro = planPricePerImage('pro');
  const premium = planPricePerImage('premium');
  return [
    '## Generation: what a catalogue costs at the vendors',
    '',
    '`npm run bench:generation -- --cost`: the vendor’s list price of one catalogue (five shots, a front',
    'and a back photo, the platform portrait sent with each shot; FASHN paints no portraits: it',
    "sends a face_reference (+3 credits) only with a chosen model's portrait, or the first shot",
    'with `every-shot`, never with Back View, decision 214), from the price table in',
    '`src/server/engines/ai/vendor-prices.ts` (sources and dates in each row, decision 225), at',
    `₹${usdInr} to the dollar (\`USD_INR_RATE\`, default of ${date}) and FASHN at $0.10 a credit`,
    '(`FASHN_USD_PER_CREDIT`). Beside it, what a seller pays: the landing page says about ₹30 per',
    `catalogue (five images on Pro); a fully used Pro plan brings in ${rupees(pro)} an image, Premium`,
    `${rupees(premium)} (GST included; an economy shot is half an image, so half that). “Within 40 %”: the`,
    "vendor's cost is at most 40 % of that price. Retries, the colour check's second take and",
    'regenerations each add one shot; a platform portrait is made once per deployment.',
    '',
    '| engine | setting | vendor per image | per image | per catalogue | of Pro’s price | of Premium’s | within 40 % (Pro / Premium) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.setting.engine} | ${row.setting.label}${row.setting.isDefault ? ' (default)' : ''} | $${row.perImageUsd.toFixed(4)} | ${rupees(row.perImageUsd * usdInr)} | ${rupees(row.perCatalogueUsd * usdInr)} | ${percent(row.shareOf.pro)} | ${percent(row.shareOf.premium)} | ${within(row.shareOf.pro)} / ${within(row.shareOf.premium)} |`,
    ),
  ];
}
