import styled from 'styled-components';
import { usePageTitle, useDocumentHead } from '@prohive/ui';
import { CreateJobForm } from '../features/create-job/CreateJobForm';

/** /create-job: a customer describes the work, when and the budget, and local pros bid on it. */
export default function CreateJobPage() {
  usePageTitle('Post a Job');
  useDocumentHead({
    meta: [
      {
        name: 'description',
        content:
          'Post a job for free: describe the work, when you need it and your budget, and compare bids from local professionals.',
      },
    ],
    canonical:
      typeof window === 'undefined' ? undefined : new URL('/create-job', window.location.origin).href,
  });
  return (
    <Main>
      <Intro>
        <h1>Post a Job</h1>
        <p>
          Tell local professionals what you need, when you need it and your budget. You will get free quotes
          to compare, with no obligation to hire.
        </p>
      </Intro>
      <CreateJobForm />
    </Main>
  );
}

const Main = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)} ${theme.space(12)}`};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Intro = styled.header`
  max-width: 720px;

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
