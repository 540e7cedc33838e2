import styled from 'styled-components';
import { SERVICE_SLUGS, serviceName } from '../../lib/serviceNames';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Phones: one swipeable row instead of five rows of chips above the jobs; each chip is still a tab stop. */
  @media ${({ theme }) => theme.breakpoints.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    padding-bottom: ${({ theme }) => theme.space(1)};
    scrollbar-width: thin;

    li {
      flex: none;
    }
  }
`;

const Chip = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface CategoryChipsProps {
  selected: string | null;
  /** null = all categories. */
  onSelect(category: string | null): void;
  label?: string;
}

/** 'All' plus one toggle per service category; the selected one is pressed. */
export function CategoryChips({ selected, onSelect, label = 'Job categories' }: CategoryChipsProps) {
  return (
    <List aria-label={label}>
      <li>
        <Chip type="button" aria-pressed={selected === null} onClick={() => onSelect(null)}>
          All jobs
        </Chip>
      </li>
      {SERVICE_SLUGS.map((slug) => (
        <li key={slug}>
          <Chip type="button" aria-pressed={selected === slug} onClick={() => onSelect(slug)}>
            {serviceName(slug)}
          </Chip>
        </li>
      ))}
    </List>
  );
}
