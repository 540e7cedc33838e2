// Relative links in the repository's Markdown must lead somewhere from a fresh clone: a doc that points outside
// the repository, at a file that was renamed, or at a heading that no longer exists is a dead end for a reader.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface MarkdownLink {
  target: string;
  line: number;
  /** A path written as inline code (`../x/y.md`) rather than linked: only checked for leaving the repository. */
  asCode?: boolean;
}

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: string;
}

const FENCE = /^\s*(```|~~~)/;
// [text](target) or ![alt](target "title"); the text may hold brackets one level deep ([`a[]`](b)).
const INLINE_LINK = /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/;
const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;
// `../something/file.ext` in prose: a reader will try to open it, so it must not lead out of the repository.
const PARENT_PATH_IN_CODE = /`(\.\.\/[^`\s]*\.[a-z0-9]+)`/gi;

/**
 * Links in Markdown prose, with code blocks and inline code spans left out (they show paths, not links), plus
 * code spans that are parent-relative file paths.
 */
export function extractLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let inFence = false;
  markdown.split('\n').forEach((raw, index) => {
    if (FENCE.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    for (const match of raw.matchAll(PARENT_PATH_IN_CODE))
      links.push({ target: match[1] ?? '', line: index + 1, asCode: true });
    const line = raw.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
    const definition = REFERENCE_DEFINITION.exec(line);
    if (definition?.[1]) links.push({ target: definition[1], line: index + 1 });
    for (const match of line.matchAll(INLINE_LINK)) links.push({ target: match[1] ?? '', line: index + 1 });
  });
  return links;
}

/** The anchors GitHub gives a document's headings (lower case, punctuation dropped, spaces as dashes). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = (heading[1] ?? '')
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const [, named] of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) if (named) anchors.add(named);
  return anchors;
}

/**
 * Every relative link of the given Markdown files (paths relative to `root`) that does not resolve: a target
 * outside `root`, a missing file, or a `#fragment` naming no heading of the Markdown file it points at.
 */
export function findBrokenLinks(root: string, files: readonly string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const file of files) {
    const absolute = path.join(root, file);
    for (const { target, line, asCode } of extractLinks(fs.readFileSync(absolute, 'utf8'))) {
      if (EXTERNAL.test(target) || target.startsWith('//')) continue;
      const [rawPath, fragment] = splitOnce(target, '#');
      const decodedPath = safeDecode(rawPath);
      const resolved = decodedPath
        ? path.resolve(path.dirname(absolute), decodedPath.split('?')[0] ?? '')
        : absolute;
      const report = (reason: string) => broken.push({ file, line, target, reason });
      const relativeToRoot = path.relative(root, resolved);
      if (relativeToRoot.startsWith('..') || path.isAbsolute(relativeToRoot) || rawPath.startsWith('/')) {
        report('points outside the repository');
      } else if (asCode) {
        continue;
      } else if (!fs.existsSync(resolved)) {
        report('no such file');
      } else if (fragment && resolved.endsWith('.md') && fs.statSync(resolved).isFile()) {
        const anchors = headingAnchors(fs.readFileSync(resolved, 'utf8'));
        if (!anchors.has(safeDecode(fragment).toLowerCase()))
          report(`no heading with the anchor #${fragment}`);
      }
    }
  }
  return broken;
}

/** The repository's tracked Markdown files, as paths relative to `root`. */
export function trackedMarkdownFiles(root: string): string[] {
  const output = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: root, encoding: 'utf8' });
  return output
    .split('\0')
    .filter(Boolean)
    .filter((file) => fs.existsSync(path.join(root, file)));
}

function splitOnce(value: string, separator: string): [string, string] {
  const at = value.indexOf(separator);
  return at === -1 ? [value, ''] : [value.slice(0, at), value.slice(at + 1)];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// `docs/decisions/api.md §9`, `[docs/decisions/api.md](…) §8–§10`: a decision record cited by section.
const SECTION_CITATION =
  /(docs\/decisions\/[a-z0-9-]+\.md)[^§\n]{0,80}?(§\d+(?:\s*[–-]\s*§?\d+)?(?:,\s*§\d+)*)/g;
const DOC_PATH = /(?<![\w./-])docs\/[\w./-]*?\.md\b/g;

/**
 * Citations of documentation in code comments and docs that do not resolve: a `docs/….md` path that is not in
 * the repository, or a `§N` of a decision record that has no section N (records number their sections `### N.`).
 */
export function findBrokenDocCitations(root: string, files: readonly string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const file of files) {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      const report = (target: string, reason: string) =>
        broken.push({ file, line: index + 1, target, reason });
      for (const [cited] of text.matchAll(DOC_PATH)) {
        if (!fs.existsSync(path.join(root, cited))) report(cited, 'no such file');
      }
      for (const [, record, sections] of text.matchAll(SECTION_CITATION)) {
        if (!record || !sections) continue;
        const recordPath = path.join(root, record);
        if (!fs.existsSync(recordPath)) continue;
        const body = fs.readFileSync(recordPath, 'utf8');
        for (const number of sections.match(/\d+/g) ?? []) {
          if (!new RegExp(`^### ${number}\\. `, 'm').test(body))
            report(`${record} §${number}`, 'no such section');
        }
      }
    });
  }
  return broken;
}

/** Tracked files that may cite documentation: Markdown and source. */
export function trackedDocsAndSources(root: string): string[] {
  const patterns = ['*.md', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs'];
  const output = execFileSync('git', ['ls-files', '-z', '--', ...patterns], { cwd: root, encoding: 'utf8' });
  return output
    .split('\0')
    .filter(Boolean)
    .filter((file) => fs.existsSync(path.join(root, file)));
}
