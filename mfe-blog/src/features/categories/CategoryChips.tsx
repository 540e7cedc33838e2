import { Link } from '@prohive/shared';
import { VisuallyHidden } from '@prohive/ui';
import styled from 'styled-components';
import { type BlogCategory } from '@prohive/shared';

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0 0 ${({ theme }) => theme.space(1)};
  list-style: none;
  flex-wrap: wrap;

  /* Phones: one swipeable row instead of a wall of chips above the posts. The row scrolls on its own and snaps
     to a chip; nothing else on the page moves sideways. Every chip is a link, so Tab reaches each one and the
     browser scrolls the row to show it. */
  @media ${({ theme }) => theme.breakpoints.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x proximity;
    scroll-padding-inline: ${({ theme }) => theme.space(4)};
    scrollbar-width: none;
    margin-inline: -${({ theme }) => theme.space(4)};
    padding-inline: ${({ theme }) => theme.space(4)};

    & > li {
      flex: none;
      scroll-snap-align: start;
    }
  }
`;

const Chip = styled(Link)`
  /* The containing block of the visually hidden post count: without it that absolutely positioned text is
     placed against the page, not the scrolling row, and a phone's page grows as wide as all the chips. */
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: 500;
  }
`;

const Placeholder = styled.li`
  width: 96px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export interface CategoryChipsProps {
  categories: readonly BlogCategory[];
  isLoading: boolean;
  /** The selected category, if any. */
  selected?: BlogCategory;
  /** The link for a chip (undefined: all posts). */
  hrefFor: (category?: BlogCategory) => string;
}

/** The category filter: 'All' and one chip per category, as links so each filter has its own address. */
export function CategoryChips({ categories, isLoading, selected, hrefFor }: CategoryChipsProps) {
  if (!isLoading && categories.length === 0) return null;
  return (
    <nav aria-label="Filter by category">
      <List>
        <li>
          <Chip to={hrefFor()} aria-current={selected ? undefined : 'true'}>
            All
          </Chip>
        </li>
        {isLoading
          ? Array.from({ length: 5 }, (_, index) => <Placeholder key={index} aria-hidden="true" />)
          : categories.map((category) => (
              <li key={category.id}>
                <Chip to={hrefFor(category)} aria-current={selected?.id === category.id ? 'true' : undefined}>
                  {category.name}
                  <small>
                    {category.count}
                    <VisuallyHidden>{category.count === 1 ? ' post' : ' posts'}</VisuallyHidden>
                  </small>
                </Chip>
              </li>
            ))}
      </List>
    </nav>
  );
}
