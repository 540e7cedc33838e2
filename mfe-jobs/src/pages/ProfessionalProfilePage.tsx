import { AreaPage } from '@prohive/shared';

/** /professionals/{serviceId}: one professional’s profile, services, reviews and certificates. */
export default function ProfessionalProfilePage() {
  return (
    <AreaPage
      title="Professional profile"
      intro="Services offered, service area, years in business, verified licences and insurance, and reviews from past customers."
    />
  );
}
