import { screen } from '@testing-library/react';
import { ratingLabel, starFills, Stars } from '../Stars';
import { renderUi } from './renderUi';

describe('starFills', () => {
  it('renders a half star for .5 ratings', () => {
    expect(starFills(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('rounds to the nearest half star', () => {
    expect(starFills(3.3)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(starFills(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('clamps out-of-range and non-numeric ratings', () => {
    expect(starFills(7)).toEqual(Array(5).fill('full'));
    expect(starFills(-1)).toEqual(Array(5).fill('empty'));
    expect(starFills(Number.NaN)).toEqual(Array(5).fill('empty'));
  });
});

describe('ratingLabel', () => {
  it('reads the value on the 5-point scale', () => {
    expect(ratingLabel(4.5)).toBe('Rated 4.5 out of 5');
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(4.84)).toBe('Rated 4.8 out of 5');
  });
});

describe('<Stars>', () => {
  it('is one image with an accessible label and draws four full stars and a half', () => {
    const { container } = renderUi(<Stars rating={4.5} />);
    const img = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(img).toBeInTheDocument();
    const fills = Array.from(container.querySelectorAll('svg[data-fill]')).map((s) =>
      s.getAttribute('data-fill'),
    );
    expect(fills).toEqual(['full', 'full', 'full', 'full', 'half']);
    // The half star clips its filled shape to the left half.
    const half = container.querySelector('svg[data-fill="half"]')!;
    const clipId = half.querySelector('clipPath')!.id;
    expect(half.querySelector('path.filled')!.getAttribute('clip-path')).toBe(`url(#${clipId})`);
  });

  it('optionally prints the value', () => {
    renderUi(<Stars rating={4} showValue />);
    expect(screen.getByText('4.0')).toBeInTheDocument();
  });
});
