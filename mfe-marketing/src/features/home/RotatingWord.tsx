import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '@prohive/ui';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { ROTATING_WORDS, ROTATING_WORD_INTERVAL_MS, useRotatingIndex } from './useRotatingWord';

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.35em); }
  to { opacity: 1; transform: none; }
`;

// Wide enough for the longest word, so the sentence around it never reflows as the words change; the word
// ends the sentence, so the spare width falls at the end of the line where it cannot be seen.
const Slot = styled.span`
  display: inline-block;
  min-width: 6.6em;
  text-align: left;
  white-space: nowrap;
`;

const Word = styled.span`
  display: inline-block;
  color: ${({ theme }) => theme.colors.primary};
  animation: ${enter} 400ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * The hero's rotating word (spec §2). Screen readers get one stable word instead of an announcement every
 * three seconds; people who ask for reduced motion get a still word.
 */
export function RotatingWord({ intervalMs = ROTATING_WORD_INTERVAL_MS }: { intervalMs?: number }) {
  const still = usePrefersReducedMotion();
  const index = useRotatingIndex(ROTATING_WORDS.length, intervalMs, still);
  const word = ROTATING_WORDS[index];
  return (
    <Slot>
      <VisuallyHidden>{ROTATING_WORDS[0]}</VisuallyHidden>
      <Word key={word} aria-hidden="true" data-testid="rotating-word">
        {word}
      </Word>
      .
    </Slot>
  );
}
