import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { RichText } from '../../components/RichText';
import { ChevronDownIcon } from '@prohive/ui';

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    margin: 0;
    font-size: inherit;
  }
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space(4)} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const Panel = styled.div`
  padding: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.7;

  p {
    margin: 0;
    max-width: 70ch;
  }
`;

export interface AccordionItem {
  question: string;
  answer: string;
}

/**
 * WAI-ARIA accordion: each question is a heading holding a button that toggles its region. Several panels
 * may be open at once, because people compare answers; ArrowUp/ArrowDown/Home/End move between questions.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const buttons = Array.from(
      event.currentTarget
        .closest('[data-accordion]')
        ?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? [],
    );
    const target = {
      ArrowDown: buttons[(index + 1) % buttons.length],
      ArrowUp: buttons[(index - 1 + buttons.length) % buttons.length],
      Home: buttons[0],
      End: buttons[buttons.length - 1],
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <div data-accordion="">
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <Item key={item.question}>
            <h3>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-accordion-trigger=""
                onClick={() => toggle(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.question}</span>
                <ChevronDownIcon />
              </Trigger>
            </h3>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              <p>
                <RichText text={item.answer} />
              </p>
            </Panel>
          </Item>
        );
      })}
    </div>
  );
}
