import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@prohive/shared/testing';
import { GuideArticle, formatReviewed } from '../GuideArticle';
import type { Guide } from '../types';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

const guide: Guide = {
  slug: 'pricing-guide',
  title: 'A Test Guide',
  summary: 'What this guide is about.',
  lastReviewed: '2026-11-20',
  intro: [
    { kind: 'paragraph', text: ['Read ', { text: 'the calculator', to: '/free-tools/pricing-calculator' }] },
  ],
  sections: [
    { id: 'first-part', heading: 'First part', blocks: [{ kind: 'paragraph', text: [words(300)] }] },
    {
      id: 'second-part',
      heading: 'Second part',
      blocks: [
        { kind: 'subheading', text: 'A smaller heading' },
        {
          kind: 'table',
          caption: 'Costs of one job',
          columns: ['Item', 'Cost'],
          rows: [
            [['Labour'], ['$120.00']],
            [['Supplies'], ['$18.50']],
          ],
          numeric: [1],
        },
        {
          kind: 'example',
          title: 'A clean priced',
          blocks: [{ kind: 'list', ordered: true, items: [['Step one'], [{ text: 'bold', strong: true }]] }],
        },
        { kind: 'checklist', title: 'Before you leave', items: ['Lock up', 'Photos taken'] },
      ],
    },
  ],
};

describe('GuideArticle', () => {
  it('renders the title, reading time, review date, headings and blocks', () => {
    renderWithProviders(<GuideArticle guide={guide} />);
    expect(screen.getByRole('heading', { level: 1, name: 'A Test Guide' })).toBeInTheDocument();
    // 300 body words plus headings, intro and table text: just over 300 words is 2 minutes at 220 a minute.
    expect(screen.getByText(/2 min read/)).toBeInTheDocument();
    expect(screen.getByText('November 20, 2026')).toHaveAttribute('dateTime', '2026-11-20');
    expect(screen.getByRole('heading', { level: 2, name: 'First part' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'A smaller heading' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: /Worked example\s+A clean priced/ }),
    ).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Costs of one job' });
    expect(within(table).getByRole('rowheader', { name: 'Labour' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '$18.50' })).toHaveClass('numeric');
    // The scrolling box around a table can be reached and scrolled from the keyboard.
    expect(screen.getByRole('region', { name: 'Costs of one job' })).toHaveAttribute('tabindex', '0');

    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('Photos taken')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the calculator' })).toHaveAttribute(
      'href',
      '/free-tools/pricing-calculator',
    );
  });

  it('lists every section in the contents, linked to its anchor', () => {
    renderWithProviders(<GuideArticle guide={guide} />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['First part', 'Second part']);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toContainElement(
        screen.getByRole('heading', { level: 2, name: link.textContent! }),
      );
    }
  });

  it('moves focus to the section heading and scrolls it into view when a contents link is used', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      renderWithProviders(<GuideArticle guide={guide} />);
      const contents = screen.getByRole('navigation', { name: 'Contents' });
      const link = within(contents).getByRole('link', { name: 'Second part' });

      // Keyboard: Tab through to the link and press Enter.
      link.focus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('heading', { level: 2, name: 'Second part' })).toHaveFocus();
      expect(scrolled).toEqual([document.getElementById('second-part')]);
      expect(window.location.hash).toBe('#second-part');

      await user.click(within(contents).getByRole('link', { name: 'First part' }));
      expect(screen.getByRole('heading', { level: 2, name: 'First part' })).toHaveFocus();
      expect(scrolled.at(-1)).toBe(document.getElementById('first-part'));
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      window.history.replaceState(null, '', '/');
    }
  });

  it('goes to the section named in the address on arrival', () => {
    renderWithProviders(<GuideArticle guide={guide} />, { route: '/free-tools/pricing-guide#second-part' });
    expect(screen.getByRole('heading', { level: 2, name: 'Second part' })).toHaveFocus();
    window.history.replaceState(null, '', '/');
  });

  it('formats the review date the same in every time zone', () => {
    expect(formatReviewed('2026-01-01')).toBe('January 1, 2026');
  });
});
