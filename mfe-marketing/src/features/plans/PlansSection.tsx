import { type Plan } from '@prohive/shared';
import { Button, formatPlanPrice } from '@prohive/ui';
import styled from 'styled-components';
import { Card } from '../../components/layout';
import { describeLimits, extraFeatures, subscribePath } from './planFormat';
import { usePlansQuery } from '../../lib/api/marketingEndpoints';

export const PLANS_MESSAGES = {
  loading: 'Loading plans…',
  error: 'We could not load the plans just now. Please try again.',
  empty: 'No plans are open for sign-up at the moment. Please check back later.',
} as const;

const Band = styled.section`
  margin-bottom: ${({ theme }) => theme.space(12)};

  > h2 {
    margin: 0 0 ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PlanCard = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;

  ul {
    margin: ${({ theme }) => theme.space(4)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const Price = styled.p`
  && {
    margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.xxl};
    font-weight: 700;
  }
`;

const Limits = styled.dl`
  margin: ${({ theme }) => theme.space(4)} 0 0;

  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Subscribe = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(6)};
`;

const Message = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  p {
    margin: 0;
  }
`;

function PlanItem({ plan }: { plan: Plan }) {
  const free = !plan.checkout.requires_payment;
  const features = extraFeatures(plan);
  return (
    <li>
      <PlanCard as="article" aria-labelledby={`plan-${plan.slug}`}>
        <h3 id={`plan-${plan.slug}`}>{plan.name}</h3>
        <Price>{formatPlanPrice(plan.price)}</Price>
        <p>{plan.description}</p>
        <Limits aria-label={`${plan.name} limits`}>
          {describeLimits(plan.limits).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Limits>
        {features.length > 0 && (
          <ul aria-label={`${plan.name} features`}>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        )}
        <Subscribe>
          <Button to={subscribePath(plan)} fullWidth variant={free ? 'outline' : undefined}>
            {free ? `Start free on ${plan.name}` : `Subscribe to ${plan.name}`}
          </Button>
        </Subscribe>
      </PlanCard>
    </li>
  );
}

/** /for-providers: the plans as the api serves them, each with its way into registration and checkout. */
export function PlansSection() {
  const { data: plans, isLoading, isError, isFetching, refetch } = usePlansQuery();
  let body;
  if (isLoading) {
    body = (
      <Message role="status">
        <p>{PLANS_MESSAGES.loading}</p>
      </Message>
    );
  } else if (isError || !Array.isArray(plans)) {
    body = (
      <Message role="alert">
        <p>{PLANS_MESSAGES.error}</p>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </Button>
      </Message>
    );
  } else if (plans.length === 0) {
    body = (
      <Message>
        <p>{PLANS_MESSAGES.empty}</p>
      </Message>
    );
  } else {
    body = (
      <Grid>
        {plans.map((plan) => (
          <PlanItem key={plan.slug} plan={plan} />
        ))}
      </Grid>
    );
  }
  return (
    <Band aria-labelledby="plans-heading">
      <h2 id="plans-heading">Choose your plan</h2>
      {body}
    </Band>
  );
}
