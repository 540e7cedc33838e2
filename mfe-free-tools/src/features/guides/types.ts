/**
 * A guide is typed data, not HTML: the renderer decides the markup, so content can never inject script or
 * break the page's heading order, and tests can read every word and link without rendering.
 */

/** A run of text inside a paragraph, list item or table cell. */
export type Inline =
  | string
  | { text: string; strong: true }
  /** A link inside the site, followed by the router (a tool, another guide). */
  | { text: string; to: string };

export type RichText = readonly Inline[];

export interface Paragraph {
  kind: 'paragraph';
  text: RichText;
}

export interface List {
  kind: 'list';
  ordered?: boolean;
  items: readonly RichText[];
}

/** A checklist reads as a list of things to tick; printed, each item gets an empty box. */
export interface Checklist {
  kind: 'checklist';
  title: string;
  items: readonly string[];
}

export interface Table {
  kind: 'table';
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly RichText[]>;
  /** Indexes of columns holding figures, right-aligned so the digits line up. */
  numeric?: readonly number[];
}

export interface SubHeading {
  kind: 'subheading';
  text: string;
}

/** A worked example with real numbers, set apart from the prose. */
export interface Example {
  kind: 'example';
  title: string;
  blocks: ReadonlyArray<Paragraph | List | Table>;
}

/** A short aside worth stopping for (a rule of thumb, a common mistake). */
export interface Tip {
  kind: 'tip';
  text: RichText;
}

export type Block = Paragraph | List | Checklist | Table | SubHeading | Example | Tip;

export interface GuideSection {
  /** The section's anchor: lower-case words joined by dashes, unique in its guide. */
  id: string;
  heading: string;
  blocks: readonly Block[];
}

export interface Guide {
  /** The tool slug the guide is published under (/free-tools/{slug}). */
  slug: string;
  title: string;
  /** One or two sentences under the title, also the page's meta description. */
  summary: string;
  /** ISO date (YYYY-MM-DD) the content was last checked. */
  lastReviewed: string;
  intro: readonly Paragraph[];
  sections: readonly GuideSection[];
}
