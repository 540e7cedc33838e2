import styled from 'styled-components';

/**
 * The width and gutters a remote's full-width screen sits in (blog, find jobs, professionals): the theme's
 * max width, centred, with smaller gutters on phones.
 */
export const PageContainer = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(5)}
    ${({ theme }) => theme.space(16)};

  @media ${({ theme }) => theme.breakpoints.mobile} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)}
      ${({ theme }) => theme.space(12)};
  }
`;
