/**
 * The fuzz suite's bad input (fast-check): malformed JSON, wrong types, huge and unicode
 * strings, negative and huge numbers, duplicate, missing and extra fields, wrong content
 * types, broken multipart, and path and query values no id looks like.
 */
import fc from 'fast-check';
import type { FuzzBody } from './fuzz-bodies.js';

export interface FuzzRequest {
  /** Which parameter values are fuzzed (the rest are the owner's real ids). */
  params: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  body?: BodyInit;
  /** What was done, for the counterexample fast-check prints. */
  label: string;
}

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '💥'.repeat(50),
  "' or 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  'null',
  '__proto__',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(...ODD_STRINGS),
  // Huge: far beyond every field's limit.
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100, max: 5_000 }).map((n) => 'ह'.repeat(n)),
);

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21),
);

export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(oddNumber, fc.string({ maxLength: 10 })), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(oddNumber, fc.string({ maxLength: 10 })), {
    maxKeys: 4,
  }),
);

const JSON_TYPE = { 'content-type': 'application/json' };

/** A valid body broken one way. */
function brokenJson(
  valid: Record<string, unknown>,
): fc.Arbitrary<Omit<FuzzRequest, 'params' | 'query'>> {
  const keys = Object.keys(valid);
  const key = keys.length ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 });
  const text = JSON.stringify(valid);
  const json = (label: string, body: string, headers: Record<string, string> = JSON_TYPE) => ({
    label,
    body,
    headers,
  });
  return fc.oneof(
    fc
      .tuple(key, oddValue)
      .map(([k, v]) => json(`wrong type ${k}`, JSON.stringify({ ...valid, [k]: v }))),
    fc.subarray(keys).map((drop) => {
      const kept = Object.fromEntries(Object.entries(valid).filter(([k]) => !drop.includes(k)));
      return json(`missing ${drop.join(',')}`, JSON.stringify(kept));
    }),
    fc
      .tuple(key, oddValue)
      .map(([k, v]) =>
        json(
          `duplicate ${k}`,
          `{${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'},${text.slice(1)}`,
        ),
      ),
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'userId', 'id', 'plan'), oddValue)
      .map(([k, v]) =>
        json(
          `extra ${k}`,
          `${text.slice(0, -1)}${keys.length ? ',' : ''}${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}}`,
        ),
      ),
    fc
      .integer({ min: 0, max: Math.max(0, text.length - 1) })
      .map((n) => json('truncated', text.slice(0, n))),
    fc
      .constantFrom('{', '[1,', '{"a":}', '{,}', 'nul', '"', '{"a":1,}', '\u0000', '')
      .map((t) => json(`malformed ${JSON.stringify(t)}`, t)),
    fc
      .oneof(oddValue, fc.constant([valid]))
      .map((v) => json('not an object', JSON.stringify(v) ?? 'null')),
    fc
      .constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', '')
      .map((type) =>
        json(`content-type ${type || 'none'}`, text, type ? { 'content-type': type } : {}),
      ),
  );
}

function brokenForm(fields: Record<string, string>, files: string[]) {
  const fileArb = fc.oneof(
    fc.uint8Array({ maxLength: 2_000 }),
    // A JPEG's first bytes and nothing after; a PNG signature with garbage.
    fc.constant(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])),
    fc
      .uint8Array({ maxLength: 500 })
      .map((rest) => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...rest])),
  );
  const formOf = fc
    .tuple(
      fc.dictionary(
        fc.constantFrom(...Object.keys(fields), 'clientRequestId', 'extra'),
        oddString.filter((s) => s.length < 20_000),
        { maxKeys: 4 },
      ),
      fc.subarray(files),
      fileArb,
    )
    .map(([changed, sent, bytes]) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...fields, ...changed }))
        form.append(name, value);
      for (const name of sent)
        form.append(name, new Blob([bytes], { type: 'image/jpeg' }), 'x.jpg');
      return {
        label: `form ${JSON.stringify(Object.keys(changed))} files ${sent.join(',')}`,
        body: form as BodyInit,
        headers: {},
      };
    });
  const rawMultipart = fc.string({ unit: 'binary', maxLength: 300 }).map((garbage) => ({
    label: 'broken multipart',
    body: `--b\r\nContent-Disposition: form-data; name="front"; filename="a.jpg"\r\n\r\n${garbage}`,
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
  }));
  const noBoundary = fc.constant({
    label: 'multipart without boundary',
    body: 'x',
    headers: { 'content-type': 'multipart/form-data' },
  });
  return fc.oneof(formOf, rawMultipart, noBoundary, brokenJson(fields));
}

const oddQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.constantFrom('page', 'pageSize', 'limit', 'token', 'q', 'x'),
      fc.oneof(
        oddString.filter((s) => s.length < 5_000),
        oddNumber.map(String),
      ),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));

/**
 * A bad request for one route: `paramNames` are its path parameters, `alwaysFuzzIds` when its
 * real ids would consume the fixture (deletes, stops, payments).
 */
export function badRequest(
  body: FuzzBody | undefined,
  paramNames: string[],
  alwaysFuzzIds: boolean,
): fc.Arbitrary<FuzzRequest> {
  const params = paramNames.length
    ? fc
        .tuple(
          alwaysFuzzIds ? fc.constant(true) : fc.boolean(),
          fc.constantFrom(...paramNames),
          oddString.filter((s) => s.length > 0 && s.length < 2_000),
        )
        .map(([fuzz, name, value]) => (fuzz ? { [name]: value } : {}))
    : fc.constant({});
  const content =
    !body || 'none' in body
      ? fc.oneof(fc.constant({ label: 'no body', headers: {} }), brokenJson({}))
      : 'json' in body
        ? brokenJson(body.json)
        : brokenForm(body.form.fields, body.form.files);
  return fc
    .tuple(params, oddQuery, content)
    .map(([fuzzedParams, query, sent]) => ({ params: fuzzedParams, query, ...sent }));
}
