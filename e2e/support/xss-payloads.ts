/**
 * The XSS probe's texts (issue #15): classic vectors, each followed by its own marker so it can be
 * found on a page as literal text. Every payload, if it ever ran, sets `window.__xss` and opens an
 * alert, which the probe listens for. Lengths fit each field's limit (an API key name is at most
 * 60 characters, a model's age 30, a SKU 80 and without `/`).
 */
const RUN = 'alert(window.__xss=1)';

const img = (marker: string) => `<img src=x onerror="${RUN}"> ${marker}`;
const script = (marker: string) => `"><script>${RUN}</script> ${marker}`;
const svg = (marker: string) => `"><svg onload=${RUN}> ${marker}`;
const template = (marker: string) => `{{constructor.constructor('${RUN}')()}} ${marker}`;
const jsUrl = (marker: string) => `javascript:${RUN} ${marker}`;

export const XSS = {
  /** Set over HTTP before the first email (the payment receipt) is sent. */
  profileFirst: img('pf1'),
  profileLast: script('pl1'),
  profileCompany: template('pc1'),
  /** Typed into the Settings profile form. */
  formFirst: svg('ff1'),
  formLast: img('fl1'),
  formCompany: jsUrl('fc1'),
  catalogueSaved: svg('cs1'),
  /** Typed into the catalogue dialog's rename form. */
  catalogueRenamed: script('cr1'),
  backgroundName: img('bn1'),
  backgroundPrompt: `${script('bp1')} ${svg('bp2')}`,
  modelName: svg('mn1'),
  modelDescription: `${template('md1')} ${img('md2')}`,
  modelAge: '<svg onload=alert(__xss=1)>a1',
  apiKeyName: img('ak1'),
  webhookUrl: `https://hooks.example.invalid/h?q="><img src=x onerror=${RUN}>&m=wh1`,
  sku: img('sku1'),
  /** The name of a photo picked in the create form and in the batch page (never sent as text). */
  photoFileName: `${svg('ph1')}.jpg`,
  batchFileName: `<svg onload=${RUN}> bd1.jpg`,
} as const;

/** SKUs a spreadsheet would read as formulas: the manifest must not start a cell with them. */
export const FORMULA_SKUS = [
  `=HYPERLINK("http:evil.example","x") f1`,
  '+SUM(1+1) f2',
  "-2+3+cmd|' calc'!A0 f3",
  '@SUM(1+1) f4',
] as const;
