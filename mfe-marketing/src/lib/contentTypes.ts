/**
 * The shape of a marketing page's copy. Text may hold `[label](/path)` links (site paths only), rendered as
 * router links by RichText; everything else is plain text.
 */
export type ContentBlock =
  | string
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'cards'; items: ReadonlyArray<{ title: string; text: string }> }
  | { kind: 'steps'; items: ReadonlyArray<{ title: string; text: string }> }
  | { kind: 'table'; caption: string; head: readonly string[]; rows: ReadonlyArray<readonly string[]> }
  | { kind: 'note'; text: string };

export interface ContentSection {
  heading: string;
  blocks: readonly ContentBlock[];
}

export interface PageAction {
  label: string;
  to: string;
  variant?: 'default' | 'outline';
}

export interface ContentPageData {
  /** Document title (usePageTitle adds ' | Prohive' when the brand is absent). */
  title: string;
  /** The h1; the title when not given. */
  heading?: string;
  /** Meta description: one or two sentences, under about 160 characters. */
  description: string;
  /** The lead paragraph under the heading. */
  intro: string;
  /** Small label above the heading ('Legal', 'For professionals'). */
  eyebrow?: string;
  actions?: readonly PageAction[];
  /** For legal pages: shown under the intro. */
  lastUpdated?: string;
  sections: readonly ContentSection[];
  /** The closing call to action. */
  closing?: { heading: string; text: string; actions: readonly PageAction[] };
}
