import { fireEvent, screen } from '@testing-library/react';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button } from '../Button';
import { renderUi } from './renderUi';

describe('<Button>', () => {
  it('has every spec variant and size', () => {
    expect(BUTTON_VARIANTS).toEqual([
      'default',
      'destructive',
      'outline',
      'secondary',
      'ghost',
      'link',
      'success',
      'warning',
      'appStore',
      'googlePlay',
      'tool',
      'pricing',
    ]);
    expect(BUTTON_SIZES).toEqual(['default', 'sm', 'lg', 'xl', 'icon', 'appDownload', 'mobile']);
  });

  it('is a non-submitting button by default and reports clicks', () => {
    const onClick = jest.fn();
    renderUi(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit submit type', () => {
    renderUi(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('renders an in-app link with `to` and an anchor with `href`', () => {
    renderUi(
      <>
        <Button to="/create-job" variant="outline">
          Post a Project
        </Button>
        <Button href="https://apps.apple.com" variant="appStore" size="appDownload">
          App Store
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Post a Project' })).toHaveAttribute('href', '/create-job');
    expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', 'https://apps.apple.com');
  });

  it('does not fire when disabled', () => {
    const onClick = jest.fn();
    renderUi(
      <Button disabled onClick={onClick}>
        Search
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
