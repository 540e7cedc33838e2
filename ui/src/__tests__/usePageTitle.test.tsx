import { render } from '@testing-library/react';
import { formatPageTitle, usePageTitle } from '../usePageTitle';

describe('formatPageTitle', () => {
  it('uses the default title when none is given', () => {
    expect(formatPageTitle()).toBe('Prohive | Help around the home at your fingertips');
    expect(formatPageTitle('   ')).toBe('Prohive | Help around the home at your fingertips');
  });

  it('adds the brand suffix when the brand is absent', () => {
    expect(formatPageTitle('Find Jobs')).toBe('Find Jobs | Prohive');
  });

  it('leaves titles that already name the brand alone', () => {
    expect(formatPageTitle('Prohive vs Thumbtack for cleaners')).toBe('Prohive vs Thumbtack for cleaners');
    expect(formatPageTitle('How prohive works')).toBe('How prohive works');
  });
});

function Page({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('sets the document title and restores the default on unmount', () => {
    const { rerender, unmount } = render(<Page title="FAQ" />);
    expect(document.title).toBe('FAQ | Prohive');
    rerender(<Page title="Blog" />);
    expect(document.title).toBe('Blog | Prohive');
    unmount();
    expect(document.title).toBe('Prohive | Help around the home at your fingertips');
  });
});
