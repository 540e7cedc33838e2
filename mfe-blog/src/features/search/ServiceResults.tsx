import { Link } from '@prohive/shared';
import styled from 'styled-components';
import type { ServiceCategory } from './serviceCategories';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  height: 100%;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  strong {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** Service categories as links to their pages. */
export function ServiceResults({ services }: { services: readonly ServiceCategory[] }) {
  return (
    <List>
      {services.map((service) => (
        <li key={service.name}>
          <Item to={service.path}>
            <strong>{service.name}</strong>
            <span>{service.description}</span>
          </Item>
        </li>
      ))}
    </List>
  );
}
