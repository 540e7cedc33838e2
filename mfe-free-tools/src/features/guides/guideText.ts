import type { Block, Guide, Inline, RichText } from './types';

/** Adult silent reading of practical, figure-heavy prose; slower than the 250+ often quoted for fiction. */
export const WORDS_PER_MINUTE = 220;

export interface TocEntry {
  id: string;
  heading: string;
}

/** The table of contents is the sections themselves, so an entry can never point at a missing anchor. */
export function tableOfContents(guide: Guide): TocEntry[] {
  return guide.sections.map(({ id, heading }) => ({ id, heading }));
}

export function inlineText(inline: Inline): string {
  return typeof inline === 'string' ? inline : inline.text;
}

export function richText(text: RichText): string {
  return text.map(inlineText).join('');
}

function blockTexts(block: Block): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'tip':
      return [richText(block.text)];
    case 'list':
      return block.items.map(richText);
    case 'checklist':
      return [block.title, ...block.items];
    case 'subheading':
      return [block.text];
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat().map(richText)];
    case 'example':
      return [block.title, ...block.blocks.flatMap(blockTexts)];
  }
}

/** Every piece of text a reader meets in the article body, in reading order. */
export function guideTexts(guide: Guide): string[] {
  return [
    guide.title,
    guide.summary,
    ...guide.intro.flatMap(blockTexts),
    ...guide.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockTexts)]),
  ];
}

/** Words as a reader counts them: "$450", "cost-plus" and "2.5" are one word each. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function guideWordCount(guide: Guide): number {
  return guideTexts(guide).reduce((total, text) => total + countWords(text), 0);
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

function blockLinks(block: Block): Array<{ text: string; to: string }> {
  const fromText = (text: RichText) =>
    text.filter(
      (inline): inline is { text: string; to: string } => typeof inline !== 'string' && 'to' in inline,
    );
  switch (block.kind) {
    case 'paragraph':
    case 'tip':
      return fromText(block.text);
    case 'list':
      return block.items.flatMap(fromText);
    case 'table':
      return block.rows.flat().flatMap(fromText);
    case 'example':
      return block.blocks.flatMap(blockLinks);
    case 'checklist':
    case 'subheading':
      return [];
  }
}

/** Every link in the guide's body. */
export function guideLinks(guide: Guide): Array<{ text: string; to: string }> {
  return [
    ...guide.intro.flatMap(blockLinks),
    ...guide.sections.flatMap((section) => section.blocks.flatMap(blockLinks)),
  ];
}
