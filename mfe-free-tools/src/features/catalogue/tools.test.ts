import { PUBLIC_PAGES } from '@prohive/shared';
import { FREE_TOOLS, TOOL_GROUPS, filterTools, findTool, toolPageInfo, toolsInGroup } from './tools';

function tool(slug: string) {
  const found = findTool(slug);
  if (!found) throw new Error(`No tool ${slug}`);
  return found;
}

describe('the free tools catalogue', () => {
  it('matches the public page list the sitemap and the site-wide page checks read', () => {
    const listed = PUBLIC_PAGES.filter((page) => page.kind === 'tool').map((page) => page.path);
    expect(listed).toEqual(FREE_TOOLS.map((tool) => `/free-tools/${tool.slug}`));
  });

  it('has the fifteen tools of the spec, each in one of the four groups', () => {
    expect(FREE_TOOLS).toHaveLength(15);
    expect(new Set(FREE_TOOLS.map((tool) => tool.slug)).size).toBe(15);
    const grouped = TOOL_GROUPS.flatMap((group) => toolsInGroup(group.id));
    expect(grouped).toHaveLength(15);
    expect(toolsInGroup('calculators').map((tool) => tool.slug)).toEqual([
      'pricing-calculator',
      'profit-calculator',
      'labor-cost-calculator',
      'house-cleaning-calculator',
      'lawn-care-calculator',
      'roofing-calculator',
    ]);
  });

  it('relates every tool only to other existing tools, and to at least one', () => {
    for (const tool of FREE_TOOLS) {
      expect(tool.related.length).toBeGreaterThan(0);
      for (const slug of tool.related) {
        expect(findTool(slug)).toBeDefined();
        expect(slug).not.toBe(tool.slug);
      }
    }
  });

  it('splits related links into tools and guides for the page frame', () => {
    const info = toolPageInfo(tool('pricing-calculator'));
    expect(info.kind).toBe('app');
    expect(info.relatedTools.map((tool) => tool.slug)).toEqual([
      'profit-calculator',
      'labor-cost-calculator',
    ]);
    expect(info.relatedGuides.map((tool) => tool.slug)).toEqual(['pricing-guide']);
    expect(toolPageInfo(tool('marketing-guide')).kind).toBe('guide');
  });

  it('filters on every word, ignoring case and extra spaces; an empty query keeps all', () => {
    expect(filterTools('  ')).toHaveLength(15);
    expect(filterTools('ROOFING').map((tool) => tool.slug)).toEqual(['roofing-calculator']);
    expect(filterTools('price  JOB').map((tool) => tool.slug)).toEqual(['pricing-calculator']);
    expect(filterTools('zzz')).toEqual([]);
  });
});
