import styled, { css } from 'styled-components';

/** The bordered card a job or a professional sits in, highlighted while anything inside has focus. */
export const CardFrame = styled.article<{ $gap?: number }>`
  position: relative;
  display: grid;
  gap: ${({ theme, $gap = 2 }) => theme.space($gap)};
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The card's h3 whose link is the card's name (the save button sits beside it, top right). */
export const cardHeading = css`
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: 1.3;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  h3 a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Room the heading leaves on its right for the save button. */
export const SAVE_ROOM = '52px';

export const SaveCorner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
`;
