import { AreaPage } from '@prohive/shared';

/** /stripe/cancel: the payment provider sends the browser back here when checkout is abandoned. */
export default function StripeCancelPage() {
  return (
    <AreaPage
      title="Payment cancelled"
      intro="Your checkout was cancelled and you have not been charged. You can pick a plan again whenever you are ready."
    />
  );
}
