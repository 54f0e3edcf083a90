/** The GST billing details' part of the account data download (decision 184). */
import type { BillingDetailsRepo } from './billing-details-repo.js';
import type { ExportSection } from './data-export.js';

export function billingDetailsExportSection(repo: Pick<BillingDetailsRepo, 'find'>): ExportSection {
  return {
    folder: '',
    description:
      'billing-details.json: the GST details your invoices are made out to, when you gave them.',
    async *entries(userId) {
      const details = await repo.find(userId);
      if (details)
        yield { name: 'billing-details.json', content: JSON.stringify(details, null, 2) + '\n' };
    },
  };
}
