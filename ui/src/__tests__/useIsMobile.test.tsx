import { act, render, screen } from '@testing-library/react';
import { isMobileWidth, useIsMobile } from '../useIsMobile';

function Probe() {
  return <span>{useIsMobile() ? 'mobile' : 'desktop'}</span>;
}

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useIsMobile', () => {
  it('applies below 640 px only', () => {
    expect(isMobileWidth(639)).toBe(true);
    expect(isMobileWidth(640)).toBe(false);
  });

  it('follows the window width', () => {
    resizeTo(1024);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    resizeTo(375);
    expect(screen.getByText('mobile')).toBeInTheDocument();
    resizeTo(640);
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });
});
