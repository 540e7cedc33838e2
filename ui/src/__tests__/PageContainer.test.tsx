import { screen } from '@testing-library/react';
import { PageContainer } from '../PageContainer';
import { renderUi } from './renderUi';

describe('PageContainer', () => {
  it('centres its content at the theme width', () => {
    renderUi(
      <PageContainer data-testid="page">
        <h1>Blog</h1>
      </PageContainer>,
    );
    const page = screen.getByTestId('page');
    expect(page).toContainElement(screen.getByRole('heading', { name: 'Blog' }));
    expect(getComputedStyle(page).marginLeft).toBe('auto');
    expect(getComputedStyle(page).maxWidth).not.toBe('');
  });
});
