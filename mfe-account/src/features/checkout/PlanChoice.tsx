import styled from 'styled-components';
import { type Plan } from '@prohive/shared';
import { Button, formatPlanPrice } from '@prohive/ui';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const Price = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSize.xxl};
    font-weight: 700;
  }
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(5)};
`;

/** The plans on sale, each with a button that picks it (the page keeps the choice in the URL). */
export function PlanChoice({ plans, onChoose }: { plans: Plan[]; onChoose: (plan: Plan) => void }) {
  return (
    <Grid aria-label="Plans">
      {plans.map((plan) => (
        <li key={plan.slug}>
          <Card aria-labelledby={`choose-plan-${plan.slug}`}>
            <h2 id={`choose-plan-${plan.slug}`}>{plan.name}</h2>
            <Price>{formatPlanPrice(plan.price)}</Price>
            <p>{plan.description}</p>
            {plan.features.length > 0 ? (
              <ul aria-label={`${plan.name} features`}>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            ) : null}
            <Action>
              <Button
                fullWidth
                variant={plan.checkout.requires_payment ? 'default' : 'outline'}
                onClick={() => onChoose(plan)}
              >
                {`Choose ${plan.name}`}
              </Button>
            </Action>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
