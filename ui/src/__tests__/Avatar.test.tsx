import { fireEvent, screen } from '@testing-library/react';
import { Avatar, initialsFrom } from '../Avatar';
import { renderUi } from './renderUi';

describe('initialsFrom', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane', 'J'],
    ['Mary Ann Smith', 'MS'],
    ['  ada   lovelace ', 'AL'],
    ['john.smith@example.com', 'JS'],
    ['Élodie Ñúñez', 'ÉÑ'],
    ['', '?'],
    [null, '?'],
  ])('%p → %p', (name, expected) => {
    expect(initialsFrom(name)).toBe(expected);
  });
});

describe('<Avatar>', () => {
  it('shows initials when there is no image', () => {
    renderUi(<Avatar name="Jane Doe" />);
    expect(screen.getByRole('img', { name: 'Jane Doe' })).toHaveTextContent('JD');
  });

  it('shows the image, and falls back to initials when it fails to load', () => {
    const { container } = renderUi(<Avatar name="Jane Doe" src="/avatar.png" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/avatar.png');
    expect(screen.queryByTestId('avatar-initials')).not.toBeInTheDocument();
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar-initials')).toHaveTextContent('JD');
  });

  it('is hidden from assistive technology when decorative', () => {
    renderUi(<Avatar name="Jane Doe" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
