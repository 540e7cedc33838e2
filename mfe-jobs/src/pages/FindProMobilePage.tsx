import { useLocation, useNavigate, useSearchParams } from '@prohive/shared';
import { usePageTitle } from '@prohive/ui';
import styled from 'styled-components';
import { Eyebrow } from '../components/layout';
import { ProvidersResults } from '../features/professionals/ProvidersResults';
import { ServiceZipForm } from '../features/professionals/ServiceZipForm';
import { serviceName } from '../lib/serviceNames';

/** Phone-first: one column, big controls; on a desktop it simply stays a narrow column. */
const Column = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};

  h1 {
    margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
    font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2rem);
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /find-pro-mobile: pick a service, give a ZIP, see the nearest pros (`?category=&zip=` in the URL). */
export default function FindProMobilePage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  const zip = params.get('zip')?.trim() ?? '';
  const name = serviceName(category);
  usePageTitle('Find a Pro');
  return (
    <Column>
      <Eyebrow>Find a Pro</Eyebrow>
      <h1>Who do you need?</h1>
      <p>Pick a service and enter your ZIP code to see verified pros who work in your area.</p>
      <ServiceZipForm
        key={`${category}|${zip}`}
        withService
        initialCategory={name ? category : null}
        initialZip={zip}
        onSubmit={(values) => {
          const query = new URLSearchParams({ category: values.category });
          if (values.zip) query.set('zip', values.zip);
          void navigate(`${pathname}?${query.toString()}`);
        }}
      />
      {name ? (
        <ProvidersResults
          category={category}
          heading={zip ? `${name} pros near ${zip}` : `Top rated ${name.toLowerCase()} pros`}
        />
      ) : null}
    </Column>
  );
}
