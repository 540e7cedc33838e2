import { Link, Navigate, useParams } from 'react-router-dom';
import { AreaPage } from '../features/frame/AreaPage';
import { serviceName } from '../features/services/serviceCategories';

/** /services/{service}: what the service covers and a way to the professionals who offer it. */
export default function ServicePage() {
  const { service } = useParams();
  const name = serviceName(service);
  if (!service || !name) return <Navigate to="/404" replace />;
  return (
    <AreaPage
      title={`${name} services`}
      intro={`Compare free quotes from verified local ${name.toLowerCase()} professionals, read their reviews and hire the best fit for your home, office or business.`}
    >
      <Link to={`/services/${service}/professionals`}>See {name.toLowerCase()} professionals near you</Link>
    </AreaPage>
  );
}
