import { Navigate, useParams } from '@prohive/shared';
import { AreaPage } from '../features/frame/AreaPage';
import { cityName, stateName } from '../features/locations/usStates';
import { serviceName } from '../features/services/serviceCategories';

/** Location landing pages: /{state}/{city} and /{state}/{city}/{service}. Anything else here is a 404. */
export default function LocationPage() {
  const { state, city, service } = useParams();
  const stateLabel = stateName(state);
  const serviceLabel = service === undefined ? undefined : serviceName(service);
  if (!stateLabel || !city || (service !== undefined && !serviceLabel)) return <Navigate to="/404" replace />;
  const place = `${cityName(city)}, ${stateLabel}`;
  const title = serviceLabel ? `${serviceLabel} in ${place}` : `Local service pros in ${place}`;
  return (
    <AreaPage
      title={title}
      intro={`Find verified ${serviceLabel ? serviceLabel.toLowerCase() : 'home service'} professionals serving ${place}: compare bids, read reviews and hire with confidence.`}
    />
  );
}
