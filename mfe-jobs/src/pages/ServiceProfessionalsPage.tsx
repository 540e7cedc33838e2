import { Navigate, useParams } from '@prohive/shared';
import { AreaPage } from '@prohive/shared';
import { serviceName } from '../features/services/serviceNames';

/** /services/{service}/professionals: professionals offering one service. */
export default function ServiceProfessionalsPage() {
  const { service } = useParams();
  const name = serviceName(service);
  if (!name) return <Navigate to="/404" replace />;
  return (
    <AreaPage
      title={`${name} professionals`}
      intro={`Verified ${name.toLowerCase()} professionals near you, with their ratings, reviews and response times.`}
    />
  );
}
