import styled from 'styled-components';
import { STEPS } from '../../lib/jobDraft';

/** 'Step 2 of 5: Details' for everyone, and a row of numbered steps for sighted users. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <Nav aria-label="Progress">
      <Count>
        Step {current + 1} of {STEPS.length}: {STEPS[current]!.title}
      </Count>
      <List aria-hidden="true">
        {STEPS.map((step, index) => (
          <Item key={step.id} $state={index < current ? 'done' : index === current ? 'current' : 'next'}>
            <Dot>{index + 1}</Dot>
            <span>{step.title}</span>
          </Item>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Count = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(${STEPS.length}, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Dot = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  flex: none;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 700;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 4px solid
    ${({ theme, $state }) => ($state === 'next' ? theme.colors.border : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.text)};

  ${Dot} {
    background: ${({ theme, $state }) => ($state === 'next' ? theme.colors.surfaceMuted : theme.colors.primary)};
    color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.primaryText)};
  }

  /* On phones only the bars and numbers fit; the sentence above names the step. */
  @media ${({ theme }) => theme.breakpoints.mobile} {
    span:last-child {
      display: none;
    }
  }
`;
