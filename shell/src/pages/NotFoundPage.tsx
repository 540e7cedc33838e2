import styled from 'styled-components';
import { Button, usePageTitle } from '@prohive/ui';

const Section = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(20)} ${({ theme }) => theme.space(6)};
  text-align: center;
`;

const Code = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 800;
  font-size: 0.9rem;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.display};
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: ${({ theme }) => theme.space(8)};
`;

/** /404 — where unknown paths land (spec §2). */
export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Section aria-labelledby="not-found-heading">
      <Code>Error 404</Code>
      <Heading id="not-found-heading">We can’t find that page</Heading>
      <Text>The link may be broken, or the page may have moved. Let’s get you back on track.</Text>
      <Actions>
        <Button to="/" size="lg">
          Go to the home page
        </Button>
        <Button to="/professionals" size="lg" variant="outline">
          Browse pros
        </Button>
      </Actions>
    </Section>
  );
}
