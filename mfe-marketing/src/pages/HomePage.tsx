import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, useIsMobile } from '@prohive/shared';
import { AreaPage } from '../features/frame/AreaPage';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Spec §2: the homepage; on mobile the site starts at /professionals instead. */
export default function HomePage() {
  const isMobile = useIsMobile();
  if (isMobile) return <Navigate to="/professionals" replace />;
  return (
    <AreaPage
      title="Prohive | Help around the home at your fingertips"
      heading="Find Local Service Pros. Compare Bids & Hire the Best."
      intro="Post what you need once, get free quotes from verified local professionals and hire the one you trust, backed by our satisfaction guarantee."
    >
      <Actions>
        <Button to="/create-job">Post a Project</Button>
        <Button to="/professionals" variant="outline">
          Browse Pros
        </Button>
      </Actions>
    </AreaPage>
  );
}
