import { useParams } from '@prohive/shared';
import { CategoryProfessionals } from '../features/professionals/CategoryProfessionals';
import { ProfileNotFound } from '../features/professionals/ProfileNotFound';
import { ProviderProfileView } from '../features/professionals/ProviderProfileView';
import { serviceName } from '../lib/serviceNames';

/**
 * /professionals/{serviceId}: a numeric id is a provider's public profile; a category slug
 * (`/professionals/plumbing`) is the list of that service's professionals; anything else is not found.
 */
export default function ProfessionalProfilePage() {
  const { serviceId = '' } = useParams();
  if (/^\d{1,9}$/.test(serviceId) && Number(serviceId) > 0) {
    return <ProviderProfileView key={serviceId} id={Number(serviceId)} />;
  }
  const slug = serviceId.toLowerCase();
  if (serviceName(slug)) return <CategoryProfessionals slug={slug} />;
  return <ProfileNotFound />;
}
