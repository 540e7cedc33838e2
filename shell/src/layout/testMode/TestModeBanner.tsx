import styled from 'styled-components';
import { useGetSiteStatusQuery } from './siteStatusApi';

const Notice = styled.p`
  margin: 0;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: 0.875rem;
  font-weight: 600;
  text-align: center;
  overflow-wrap: anywhere;
`;

/** Shown on every page while the api runs the built-in checkout, so nobody takes a free plan for a paid one. */
export function TestModeBanner() {
  const { data } = useGetSiteStatusQuery();
  if (!data?.test_mode) return null;
  return (
    <Notice role="status">
      TEST MODE: this site takes no real payments. Paid plans are granted without charge.
    </Notice>
  );
}
