import { AreaPage } from '@prohive/shared';

/** /stripe/success: the payment provider sends the browser back here after a completed checkout. */
export default function StripeSuccessPage() {
  return (
    <AreaPage
      title="Payment complete"
      intro="Thank you. We are confirming your payment with our payment provider; your plan becomes active as soon as it is verified."
    />
  );
}
