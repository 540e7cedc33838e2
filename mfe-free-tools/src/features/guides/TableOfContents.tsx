import type { MouseEvent } from 'react';
import styled from 'styled-components';
import type { TocEntry } from './guideText';

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSize.sm};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ol {
    margin: 0;
    padding-left: 1.4em;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: 1.5;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }

  @media print {
    display: none;
  }
`;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Brings a section into view and moves focus to its heading, so a keyboard or screen-reader user continues
 * reading from there (a plain hash jump scrolls but leaves focus on the link in most browsers).
 */
export function goToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  section.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  const heading = section.querySelector<HTMLElement>('h2') ?? section;
  heading.focus({ preventScroll: true });
  // The address names the section so it can be shared; the router's own state is kept as it was.
  window.history.replaceState(window.history.state, '', `#${id}`);
  return true;
}

/** The guide's sections as anchor links: a sticky column on wide screens, a box above the text on phones. */
export function TableOfContents({
  entries,
  className,
}: {
  entries: readonly TocEntry[];
  className?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    // A new tab or window keeps the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (goToSection(id)) event.preventDefault();
  };
  return (
    <Nav aria-labelledby="guide-contents-heading" className={className}>
      <h2 id="guide-contents-heading">Contents</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => onClick(event, entry.id)}>
              {entry.heading}
            </a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
