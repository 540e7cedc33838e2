import styled from 'styled-components';

/** Page heading block: an optional small label over the h1, and a lead paragraph. */
export const PageHeader = styled.header`
  margin-bottom: ${({ theme }) => theme.space(8)};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.875rem, 1.3rem + 2.2vw, 2.75rem);
    line-height: 1.15;
  }

  p {
    max-width: 65ch;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: 1.6;
  }
`;

export const Eyebrow = styled.p`
  && {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

/** A titled block of a page (featured, popular, related, results). */
export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(12)};

  & > h2 {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;
