import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@prohive/shared';
import { renderWithProviders } from '@prohive/shared/testing';
import { findTool } from '../features/catalogue/tools';
import { guideLinks, guideWordCount, tableOfContents } from '../features/guides/guideText';
import type { Guide } from '../features/guides/types';
import ToolPage from '../pages/ToolPage';

const GUIDE_SLUGS = ['pricing-guide', 'marketing-guide', 'operations-guide'];

/** The guide as a visitor reaches it: /free-tools/{slug} through ToolPage and the registry's lazy screen. */
async function renderGuidePage(slug: string) {
  renderWithProviders(
    <Routes>
      <Route path="/free-tools/:tool" element={<ToolPage />} />
    </Routes>,
    { route: `/free-tools/${slug}` },
  );
  return screen.findByRole('heading', { level: 1 });
}

/** The checks every guide must pass: length, links, contents and what the page renders. */
export function describeGuide(guide: Guide) {
  describe(`${guide.slug} content`, () => {
    it('is published under a catalogue slug', () => {
      expect(findTool(guide.slug)?.slug).toBe(guide.slug);
    });

    it('is a substantial article of at least 1,500 words', () => {
      expect(guideWordCount(guide)).toBeGreaterThanOrEqual(1500);
    });

    it('links only to real free tools, never to itself', () => {
      const links = guideLinks(guide);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const slug = /^\/free-tools\/([a-z0-9-]+)$/.exec(link.to)?.[1];
        expect({ text: link.text, to: link.to, known: findTool(slug) !== undefined }).toEqual({
          text: link.text,
          to: link.to,
          known: true,
        });
        expect(slug).not.toBe(guide.slug);
      }
    });

    it('links to the tools it discusses and to both other guides', () => {
      const slugs = new Set(guideLinks(guide).map((link) => link.to.replace('/free-tools/', '')));
      const tools = [...slugs].filter((slug) => !GUIDE_SLUGS.includes(slug));
      expect(tools.length).toBeGreaterThanOrEqual(4);
      for (const other of GUIDE_SLUGS.filter((slug) => slug !== guide.slug)) expect(slugs).toContain(other);
    });

    it('has unique, URL-safe section ids, and a contents entry for each section in order', () => {
      const ids = guide.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(tableOfContents(guide)).toEqual(
        guide.sections.map((section) => ({ id: section.id, heading: section.heading })),
      );
    });

    it('has at least one worked example', () => {
      const examples = guide.sections.flatMap((section) =>
        section.blocks.filter((block) => block.kind === 'example'),
      );
      expect(examples.length).toBeGreaterThanOrEqual(1);
    });
  });

  describe(`/free-tools/${guide.slug}`, () => {
    it('renders its title, every section heading and a contents entry pointing at each section', async () => {
      const title = await renderGuidePage(guide.slug);
      expect(title).toHaveTextContent(guide.title);

      const contents = screen.getByRole('navigation', { name: 'Contents' });
      const links = within(contents).getAllByRole('link');
      expect(links).toHaveLength(guide.sections.length);
      guide.sections.forEach((section, index) => {
        const heading = screen.getByRole('heading', { level: 2, name: section.heading });
        expect(links[index]).toHaveAttribute('href', `#${section.id}`);
        expect(links[index]).toHaveTextContent(section.heading);
        expect(document.getElementById(section.id)).toContainElement(heading);
      });
    });

    it('has the tool page breadcrumb, related tools, canonical URL and Article JSON-LD', async () => {
      await renderGuidePage(guide.slug);
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumb).getByRole('link', { name: 'Free tools' })).toHaveAttribute(
        'href',
        '/free-tools',
      );
      const related = screen.getByRole('complementary', { name: 'Related tools and guides' });
      expect(within(related).getAllByRole('link').length).toBeGreaterThan(0);
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `http://localhost/free-tools/${guide.slug}`,
      );
      const types = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type'],
      );
      expect(types).toEqual(['Article', 'BreadcrumbList']);
    });

    it('moves focus to a section when its contents link is used', async () => {
      const user = userEvent.setup();
      await renderGuidePage(guide.slug);
      const last = guide.sections.at(-1)!;
      await user.click(
        within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', {
          name: last.heading,
        }),
      );
      expect(screen.getByRole('heading', { level: 2, name: last.heading })).toHaveFocus();
      window.history.replaceState(null, '', '/');
    });
  });
}
