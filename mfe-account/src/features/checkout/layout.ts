import styled from 'styled-components';

/** A boxed message or step on the checkout pages: same frame for loading, error and done states. */
export const Panel = styled.div`
  display: grid;
  /* minmax(0, …): a long word or button must not make the column, and so the page, wider than the phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  max-width: 640px;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
    line-height: 1.6;
  }

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    flex-direction: column;
    > * {
      width: 100%;
    }
  }
`;

export const ErrorLine = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

export const Detail = styled.p`
  && {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
