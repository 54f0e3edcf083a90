import { useFormat } from '@/i18n/format';
import { useTexts } from '@/i18n/use-texts';
import { planTexts } from '@/i18n/texts/plan';
import { ChevronDown, Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import type { PaymentView } from '@core/billing';
import { paths } from '@core/paths';
import { PLANS } from '@core/plans';
import { invoiceUrl, usePayments } from '../api/get-payments';
import { formatBillingDate } from './format-date';

function StatusBadge({ status }: { status: PaymentView['status'] }) {
  const t = useTexts(planTexts);
  return status === 'completed' ? (
    <Badge variant="success">{t('completed')}</Badge>
  ) : (
    <Badge variant="destructive">{t('failed')}</Badge>
  );
}

/**
 * Settings: Billing & Payments (docs/product.md §2), id 'billing' so /dashboard/settings#billing lands
 * here. The last 5 payments with amount in INR and status, an invoice PDF for each completed
 * one, and Download Invoices (disabled with none).
 */
export function BillingPaymentsCard() {
  const t = useTexts(planTexts);
  const { inr } = useFormat();
  const { data, isPending, isError } = usePayments();
  const payments = data?.payments ?? [];
  const invoiced = payments.filter((payment) => payment.invoiceNumber);

  return (
    <Card id="billing" className="scroll-mt-24">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>{t('billingPayments')}</CardTitle>
          <CardDescription>{t('billingPaymentsDescription')}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" asChild>
            <Link to={paths.pricing}>{t('upgradePlan')}</Link>
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="sm" variant="secondary" disabled={invoiced.length === 0}>
                <Download aria-hidden />
                {t('downloadInvoices')}
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{t('invoicesPdf')}</DropdownMenuLabel>
              {invoiced.map((payment) => (
                <DropdownMenuItem key={payment.id} asChild>
                  <a href={invoiceUrl(payment.id)} download>
                    <FileText aria-hidden className="size-4" />
                    {payment.invoiceNumber} · {formatBillingDate(payment.createdAt)}
                  </a>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-14 w-full" />
            ))}
          </div>
        ) : isError ? (
          <p className="text-sm text-stone-600">{t('paymentsLoadFailed')}</p>
        ) : payments.length === 0 ? (
          <p className="rounded-[var(--radius-card)] bg-ivory p-6 text-center text-sm text-stone-600">
            {t('noPayments')}
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('payments')}>
            {payments.map((payment) => (
              <li
                key={payment.id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {t('planLabel', { plan: PLANS[payment.plan].name })}
                    {payment.billingPeriod === 'yearly' && (
                      <span className="ml-1.5 text-xs text-stone-500">{t('yearly')}</span>
                    )}
                  </p>
                  <p className="text-xs text-stone-500">
                    {formatBillingDate(payment.createdAt)}
                    {payment.invoiceNumber && ` · ${payment.invoiceNumber}`}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold tabular-nums">{inr(payment.amountPaise)}</span>
                  <StatusBadge status={payment.status} />
                  {payment.invoiceNumber && (
                    <Button size="icon" variant="ghost" className="size-8" asChild>
                      <a
                        href={invoiceUrl(payment.id)}
                        download
                        aria-label={t('downloadInvoice', { number: payment.invoiceNumber })}
                      >
                        <Download aria-hidden />
                      </a>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
