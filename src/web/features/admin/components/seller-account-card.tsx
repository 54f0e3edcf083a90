import { toast } from 'sonner';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toastApiError } from '@/lib/api-client';
import type { SellerDetail } from '@core/admin';
import { useEndSessions, useResendVerification } from '../api/seller-actions';
import { formatDate, formatDateTime, formatRupees } from './admin-format';
import { ReasonActionForm } from './reason-action-form';
import { ResendReceiptForm } from './resend-receipt-form';

/** The account, its payments and invoices, its catalogues, its emails resent, its sessions ended. */
export function SellerAccountCard({ detail }: { detail: SellerDetail }) {
  const { seller, payments, catalogues } = detail;
  const endSessions = useEndSessions(seller.id);
  const resendVerification = useResendVerification(seller.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 text-sm">
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-muted">Id</dt>
            <dd className="break-all font-mono text-xs">{seller.id}</dd>
          </div>
          <div>
            <dt className="text-muted">Signed up</dt>
            <dd>{formatDate(seller.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-muted">Email verified</dt>
            <dd>{seller.emailVerified ? 'Yes' : 'No'}</dd>
          </div>
          <div>
            <dt className="text-muted">Two-factor</dt>
            <dd>{seller.twoFactorEnabled ? 'On' : 'Off'}</dd>
          </div>
        </dl>
        <section aria-labelledby="payments">
          <h4 id="payments" className="mb-2 font-semibold">
            Payments and invoices
          </h4>
          {payments.length === 0 ? (
            <p className="text-muted">No payments.</p>
          ) : (
            <ul className="divide-y divide-border rounded-lg border border-border">
              {payments.map((payment) => (
                <li key={payment.id} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                  <span>
                    {formatRupees(payment.amountPaise)} · {payment.plan} {payment.billingPeriod} ·{' '}
                    {payment.status}
                    {payment.invoiceNumber ? ` · invoice ${payment.invoiceNumber}` : ''}
                  </span>
                  <time className="text-muted" dateTime={payment.createdAt}>
                    {formatDateTime(payment.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="catalogues">
          <h4 id="catalogues" className="mb-2 font-semibold">
            Catalogues ({catalogues.length})
          </h4>
          {catalogues.length === 0 ? (
            <p className="text-muted">No saved catalogues.</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {catalogues.map((catalogue) => (
                <li key={catalogue.id}>
                  {catalogue.name}{' '}
                  <span className="text-muted">
                    · {catalogue.imageCount} images · {formatDate(catalogue.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="emails"
          className="flex flex-col gap-4 border-t border-border pt-4"
        >
          <h4 id="emails" className="font-semibold">
            Send an email again
          </h4>
          {seller.emailVerified ? null : (
            <ReasonActionForm
              action="Resend verification email"
              pending={resendVerification.isPending}
              onSubmit={async (reason) => {
                try {
                  await resendVerification.mutateAsync(reason);
                  toast.success(`Verification email sent to ${seller.email}`);
                } catch (error) {
                  toastApiError(error, 'Could not send the verification email');
                }
              }}
            />
          )}
          <ResendReceiptForm sellerId={seller.id} payments={payments} />
          {seller.emailVerified && !payments.some((payment) => payment.invoiceNumber) ? (
            <p className="text-muted">Verified, and no receipts: nothing to resend.</p>
          ) : null}
        </section>
        <section aria-labelledby="sessions" className="border-t border-border pt-4">
          <h4 id="sessions" className="mb-2 font-semibold">
            Sign the seller out everywhere
          </h4>
          <ReasonActionForm
            action="End all sessions"
            pending={endSessions.isPending}
            onSubmit={async (reason) => {
              try {
                const { ended } = await endSessions.mutateAsync(reason);
                toast.success(`${ended} ${ended === 1 ? 'session' : 'sessions'} ended`);
              } catch (error) {
                toastApiError(error, 'Could not end the sessions');
              }
            }}
          />
        </section>
      </CardContent>
    </Card>
  );
}
