/**
 * What each state-changing route reads, for the fuzz suite: a valid JSON body or multipart form
 * the fuzzer breaks in every way, or nothing. The suite fails for a POST/PUT/PATCH/DELETE route
 * with no entry here, so a new route is fuzzed by adding one line. Path parameters come from
 * ID_ROUTE_CASES (a destructive one is always given fuzzed ids, so the fixtures stay).
 */
export type FuzzBody =
  | { json: Record<string, unknown> }
  | { form: { fields: Record<string, string>; files: string[] } }
  | { none: true };

const RUN_ID = '00000000-0000-4000-8000-000000000000';

export const FUZZ_BODIES: Record<string, FuzzBody> = {
  'POST /api/account/avatar': { form: { fields: {}, files: ['avatar'] } },
  'DELETE /api/account/avatar': { none: true },
  'PATCH /api/account/profile': {
    json: { firstName: 'Asha', lastName: 'Rao', company: 'Rao Textiles' },
  },
  'PUT /api/account/notifications': {
    json: { emailNotifications: true, marketingUpdates: false, usageAlerts: true },
  },
  'PUT /api/account/billing-details': {
    json: {
      legalName: 'Rao Textiles Private Limited',
      gstin: '29AAGCB7383J1Z4',
      addressLine1: '12 Chickpet Main Road',
      city: 'Bengaluru',
      postalCode: '560053',
      stateCode: '29',
    },
  },
  'DELETE /api/account/billing-details': { none: true },
  // Never the account's own email: a fuzzed deletion must not succeed.
  'DELETE /api/account': { json: { confirmEmail: 'someone-else@example.com' } },
  'POST /api/notifications/unsubscribe': { json: { token: 'not-a-signed-token' } },
  'POST /api/billing/webhooks/razorpay': {
    json: { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_x' } } } },
  },
  'POST /api/billing/checkout': { json: { plan: 'premium', period: 'monthly' } },
  'POST /api/billing/checkout/:id/cancel': { none: true },
  'POST /api/billing/verify': {
    json: { checkoutId: RUN_ID, paymentId: 'sandbox_pay_x', signature: 'a'.repeat(64) },
  },
  'POST /api/billing/sandbox/checkout/:id/pay': { none: true },
  'POST /api/billing/sandbox/checkout/:id/decline': { none: true },
  'POST /api/billing/subscription/cancel': { none: true },
  'POST /api/catalogues': { json: { runId: RUN_ID, name: 'Festive kurtas' } },
  'PATCH /api/catalogues/:id': { json: { name: 'Festive kurtas' } },
  'DELETE /api/catalogues/:id': { none: true },
  'POST /api/catalogues/:id/shares': { json: { expiresIn: '7d' } },
  'PUT /api/catalogues/:id/listing': {
    json: {
      english: { title: 'Blue kurta', bullets: ['One', 'Two', 'Three'], description: 'A kurta.' },
      attributes: { myntra: { prominent_colour: 'Red' }, meesho: { color: 'Red' } },
    },
  },
  'POST /api/catalogues/:id/listing/refill': { none: true },
  'PUT /api/v1/catalogues/:id/listing': {
    json: {
      english: { title: 'Blue kurta', bullets: ['One', 'Two', 'Three'], description: 'A kurta.' },
      attributes: { myntra: { prominent_colour: 'Red' }, meesho: { color: 'Red' } },
    },
  },
  'DELETE /api/catalogues/:id/shares/:shareId': { none: true },
  'POST /api/catalogues/:id/images/:imageId/regenerate': {
    json: { clientRequestId: 'fuzz-regenerate-image' },
  },
  'POST /api/runs/:id/shots/:index/regenerate': {
    json: { clientRequestId: 'fuzz-regenerate-shot' },
  },
  // Reporting a bad image (decision 263): a reason, and the seller's own words.
  'POST /api/runs/:id/shots/:index/report': { json: { reason: 'other', text: 'Sleeve cut off' } },
  'POST /api/catalogues/:id/images/:imageId/report': {
    json: { reason: 'wrong-colour', text: 'Too dark' },
  },
  'POST /api/v1/runs/:id/shots/:index/report': { json: { reason: 'bad-hands-or-face' } },
  'POST /api/v1/catalogues/:id/images/:imageId/report': { json: { reason: 'not-my-garment' } },
  'POST /api/library/backgrounds/generate': {
    json: { name: 'Indigo alley', prompt: 'an indigo lane at dusk', category: 'urban' },
  },
  'POST /api/library/backgrounds/prompts': {
    json: { name: 'Indigo alley', prompt: 'an indigo lane at dusk', category: 'urban' },
  },
  'DELETE /api/library/backgrounds/prompts/:id': { none: true },
  'DELETE /api/library/backgrounds/:id': { none: true },
  'PUT /api/library/backgrounds/:id/favorite': { none: true },
  'DELETE /api/library/backgrounds/:id/favorite': { none: true },
  'POST /api/library/models': {
    json: {
      name: 'Dev',
      description: 'Short curly hair, warm smile',
      ethnicity: 'indian',
      gender: 'male',
      age: '30-35',
      bodyType: 'athletic',
    },
  },
  'DELETE /api/library/models/:id': { none: true },
  'PUT /api/library/models/:id/favorite': { none: true },
  'DELETE /api/library/models/:id/favorite': { none: true },
  'POST /api/api-keys': { json: { name: 'Shop sync' } },
  'DELETE /api/api-keys/:id': { none: true },
  'POST /api/runs': {
    form: {
      fields: { backgroundId: 'clean-white-studio', clientRequestId: RUN_ID },
      files: ['front', 'back', 'side'],
    },
  },
  'POST /api/runs/:id/stop': { none: true },
  'POST /api/v1/runs': {
    json: {
      images: { front: 'https://example.invalid/front.jpg' },
      backgroundId: 'clean-white-studio',
    },
  },
  'POST /api/v1/runs/:id/stop': { none: true },
  'POST /api/batches': {
    json: {
      clientRequestId: RUN_ID,
      products: [
        { sku: 'KURTA-1', backgroundId: 'clean-white-studio', hasBack: false, hasSide: false },
      ],
    },
  },
  'PUT /api/batches/:id/items/:itemId/photos': {
    form: { fields: {}, files: ['front', 'back', 'side'] },
  },
  'POST /api/batches/:id/items/:itemId/retry': { none: true },
  'POST /api/batches/:id/stop': { none: true },
  'POST /api/v1/batches': {
    json: {
      products: [
        { sku: 'KURTA-1', backgroundId: 'clean-white-studio', hasBack: false, hasSide: false },
      ],
      webhookUrl: 'https://example.com/hooks/vastra',
    },
  },
  'PUT /api/v1/batches/:id/items/:itemId/photos': {
    form: { fields: {}, files: ['front', 'back', 'side'] },
  },
  'POST /api/v1/batches/:id/items/:itemId/retry': { none: true },
  'POST /api/v1/batches/:id/stop': { none: true },
  'POST /api/v1/catalogues': { json: { runId: RUN_ID, name: 'Festive kurtas' } },
  'PATCH /api/v1/catalogues/:id': { json: { name: 'Festive kurtas' } },
  'DELETE /api/v1/catalogues/:id': { none: true },
  // The operator's console (decision 249): the fuzzing seller gets the 404 of a missing route.
  'POST /api/admin/sellers/:id/credits': { json: { images: 5, reason: 'Vendor refused a shot' } },
  'POST /api/admin/sellers/:id/plan': {
    json: { plan: 'pro', extendDays: 7, reason: 'Renewal failed at the bank' },
  },
  'POST /api/admin/sellers/:id/emails/verification': { json: { reason: 'First one never came' } },
  'POST /api/admin/sellers/:id/emails/receipt': {
    json: { paymentId: RUN_ID, reason: 'Seller lost the receipt' },
  },
  'POST /api/admin/sellers/:id/sessions/end': { json: { reason: 'Seller lost a phone' } },
  'POST /api/admin/runs/:id/stop': { json: { reason: 'Queued for an hour' } },
};
