import type { Checklist, Inline, List, Paragraph, RichText, SubHeading, Table, Tip } from '../types';

// Small builders so the articles read as prose in their files rather than as nested object literals.

export const p = (...text: Inline[]): Paragraph => ({ kind: 'paragraph', text });

export const tip = (...text: Inline[]): Tip => ({ kind: 'tip', text });

export const strong = (text: string): Inline => ({ text, strong: true });

/** A link to one of the free tools (or guides), by its catalogue slug. */
export const tool = (slug: string, text: string): Inline => ({ text, to: `/free-tools/${slug}` });

const asRich = (item: string | RichText): RichText => (typeof item === 'string' ? [item] : item);

export const ul = (...items: Array<string | RichText>): List => ({ kind: 'list', items: items.map(asRich) });

export const ol = (...items: Array<string | RichText>): List => ({
  kind: 'list',
  ordered: true,
  items: items.map(asRich),
});

export const h3 = (text: string): SubHeading => ({ kind: 'subheading', text });

export const checklist = (title: string, ...items: string[]): Checklist => ({
  kind: 'checklist',
  title,
  items,
});

/** A table whose cells are plain text; `numeric` names the columns of figures. */
export function table(
  caption: string,
  columns: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  numeric: readonly number[] = [],
): Table {
  return { kind: 'table', caption, columns, rows: rows.map((row) => row.map((cell) => [cell])), numeric };
}
