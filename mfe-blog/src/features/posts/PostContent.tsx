import type { MouseEvent } from 'react';
import { useNavigate } from '@prohive/shared';
import styled from 'styled-components';
import type { SafeHtml } from '../../lib/safeHtml';

const Prose = styled.div`
  font-size: 1.0625rem;
  line-height: 1.75;
  overflow-wrap: anywhere;

  & > * + * {
    margin-top: 1.25em;
  }
  p {
    margin: 0;
  }
  h2,
  h3,
  h4 {
    margin: 2em 0 0.6em;
    line-height: 1.3;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  li + li {
    margin-top: 0.4em;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration-thickness: 1px;
  }
  img,
  video {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  figure {
    margin: 2em 0;
  }
  figcaption {
    margin-top: 0.5em;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    text-align: center;
  }
  blockquote {
    margin: 2em 0;
    padding: 0.25em 0 0.25em 1.25em;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
    font-style: italic;
  }
  pre,
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
  }
  pre {
    overflow-x: auto;
    padding: 1em;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
    max-width: 100%;
  }
  th,
  td {
    padding: 0.5em 0.75em;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin: 2.5em 0;
  }
`;

/**
 * A same-site link the router can follow, so reading from one article to the next does not reload the whole
 * site; null for anything the browser should handle itself (other sites, new tabs, downloads, modifier keys).
 */
function inAppTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest('a');
  if (!link || !event.currentTarget.contains(link)) return null;
  if (link.hasAttribute('download') || (link.getAttribute('target') ?? '') !== '') return null;
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // WordPress's own paths (uploads, the REST api) are files, not pages of this site.
  if (/^\/wp-(content|includes|json|admin)\//.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A post's body, with typography for long reading in both themes. It takes only sanitised HTML (the post
 * query sanitises, on the server as in the browser), so the server's HTML and the first render in the browser
 * are the same string.
 */
export function PostContent({ html }: { html: SafeHtml }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = inAppTarget(event);
    if (!target) return;
    event.preventDefault();
    navigate(target);
  };
  // Clicks are delegated from the container, since the links live in sanitised HTML rather than React
  // elements; keyboard activation of a link is a click too.
  return <Prose onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} data-testid="post-content" />;
}
