import { Link } from '@prohive/shared';
import { SideSheet } from '@prohive/ui';
import styled from 'styled-components';
import { SERVICE_CATEGORIES, servicePath } from '../navigation';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: block;
  min-height: 64px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  span {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
    font-weight: 400;
    line-height: 1.3;
  }
`;

export interface ServicesDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Explore (spec §2): the service categories in a sheet from the bottom. */
export function ServicesDrawer({ open, onClose }: ServicesDrawerProps) {
  return (
    <SideSheet
      open={open}
      onClose={onClose}
      side="bottom"
      title="Explore services"
      data-testid="services-drawer"
    >
      <Grid>
        {SERVICE_CATEGORIES.map(({ slug, title, description }) => (
          <li key={slug}>
            <Tile to={servicePath(slug)} onClick={onClose}>
              {title}
              <span>{description}</span>
            </Tile>
          </li>
        ))}
      </Grid>
    </SideSheet>
  );
}
