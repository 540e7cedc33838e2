import { createContext, useContext } from 'react';

/** A link to another free tool or guide (related links, the index). */
export interface ToolLink {
  slug: string;
  title: string;
  description: string;
}

/** Everything the shared tool page frame shows besides the tool itself: filled in by ToolPage from the catalogue. */
export interface ToolPageInfo extends ToolLink {
  /** Guides are articles (schema.org Article); every other tool is a free web application. */
  kind: 'app' | 'guide';
  relatedTools: readonly ToolLink[];
  relatedGuides: readonly ToolLink[];
}

export const ToolPageContext = createContext<ToolPageInfo | null>(null);

/** The catalogue entry of the tool on screen (ToolPage provides it around every tool screen). */
export function useToolPageInfo(): ToolPageInfo {
  const info = useContext(ToolPageContext);
  if (!info)
    throw new Error('useToolPageInfo: render the tool inside ToolPage (or a ToolPageContext provider).');
  return info;
}

/** A tool's own address: also its canonical URL, so query strings (calculator inputs) never split it. */
export function toolPath(slug: string): string {
  return `/free-tools/${slug}`;
}
