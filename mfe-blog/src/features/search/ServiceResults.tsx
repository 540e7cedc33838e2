import { ResultLink as Item, ResultList } from './ResultList';
import type { ServiceCategory } from './serviceCategories';

/** Service categories as links to their pages. */
export function ServiceResults({ services }: { services: readonly ServiceCategory[] }) {
  return (
    <ResultList $min="240px">
      {services.map((service) => (
        <li key={service.name}>
          <Item to={service.path}>
            <strong>{service.name}</strong>
            <span>{service.description}</span>
          </Item>
        </li>
      ))}
    </ResultList>
  );
}
