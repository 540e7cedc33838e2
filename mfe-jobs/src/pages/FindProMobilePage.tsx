import { AreaPage } from '@prohive/shared';

/** /find-pro-mobile: the phone-sized search for a professional by service and postal code. */
export default function FindProMobilePage() {
  return (
    <AreaPage
      title="Find a Pro"
      intro="Search for a service and enter your postal code to see verified professionals who work in your area."
    />
  );
}
