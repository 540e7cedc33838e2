import { useParams } from '@prohive/shared';
import { CategoryProfessionals } from '../features/professionals/CategoryProfessionals';
import { ProfileNotFound } from '../features/professionals/ProfileNotFound';
import { serviceName } from '../lib/serviceNames';

/** /services/{service}/professionals: professionals offering one service (`?zip=` for the nearest). */
export default function ServiceProfessionalsPage() {
  const { service = '' } = useParams();
  const slug = service.toLowerCase();
  if (!serviceName(slug)) return <ProfileNotFound what="service" />;
  return <CategoryProfessionals slug={slug} />;
}
