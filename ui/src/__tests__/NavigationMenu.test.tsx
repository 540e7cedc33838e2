import { act, fireEvent, screen } from '@testing-library/react';
import { NAVIGATION_MENU_DELAYS, NavigationMenu } from '../NavigationMenu';
import type { NavigationMenuItem } from '../NavigationMenu';
import { renderUi } from './renderUi';

const items: NavigationMenuItem[] = [
  {
    id: 'services',
    label: 'Services',
    links: [
      { label: 'Plumbing', to: '/services/plumbing' },
      { label: 'Electrical', to: '/services/electrical' },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    links: [
      { label: 'Blog', to: '/blog' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
];

const trigger = (name: string) => screen.getByRole('button', { name });
const itemOf = (name: string) => trigger(name).closest('li')!;
const isOpen = (name: string) => trigger(name).getAttribute('aria-expanded') === 'true';
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('<NavigationMenu>', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the spec delays', () => {
    expect(NAVIGATION_MENU_DELAYS).toEqual({ openMs: 200, skipMs: 300, closeMs: 150 });
  });

  it('opens on hover only after 200 ms and closes 150 ms after the pointer leaves', () => {
    renderUi(<NavigationMenu label="Main" items={items} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    fireEvent.mouseEnter(itemOf('Services'));
    advance(199);
    expect(isOpen('Services')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Plumbing' })).not.toBeInTheDocument();
    advance(1);
    expect(isOpen('Services')).toBe(true);
    expect(screen.getByRole('link', { name: 'Plumbing' })).toHaveAttribute('href', '/services/plumbing');

    fireEvent.mouseLeave(itemOf('Services'));
    advance(149);
    expect(isOpen('Services')).toBe(true);
    advance(1);
    expect(isOpen('Services')).toBe(false);
  });

  it('does not open if the pointer leaves before the open delay', () => {
    renderUi(<NavigationMenu label="Main" items={items} />);
    fireEvent.mouseEnter(itemOf('Services'));
    advance(100);
    fireEvent.mouseLeave(itemOf('Services'));
    advance(500);
    expect(isOpen('Services')).toBe(false);
  });

  it('keeps the panel open when the pointer comes back within the close delay', () => {
    renderUi(<NavigationMenu label="Main" items={items} />);
    fireEvent.mouseEnter(itemOf('Services'));
    advance(200);
    fireEvent.mouseLeave(itemOf('Services'));
    advance(100);
    fireEvent.mouseEnter(itemOf('Services'));
    advance(500);
    expect(isOpen('Services')).toBe(true);
  });

  it('skips the open delay when re-entering within 300 ms of a close, but not after', () => {
    renderUi(<NavigationMenu label="Main" items={items} />);
    fireEvent.mouseEnter(itemOf('Services'));
    advance(200);
    fireEvent.mouseLeave(itemOf('Services'));
    advance(150); // closed now
    expect(isOpen('Services')).toBe(false);

    advance(299);
    fireEvent.mouseEnter(itemOf('Resources'));
    expect(isOpen('Resources')).toBe(true); // inside the skip window: immediate

    fireEvent.mouseLeave(itemOf('Resources'));
    advance(150);
    advance(300); // skip window over
    fireEvent.mouseEnter(itemOf('Services'));
    expect(isOpen('Services')).toBe(false);
    advance(200);
    expect(isOpen('Services')).toBe(true);
  });

  it('switches immediately between triggers while a panel is open', () => {
    renderUi(<NavigationMenu label="Main" items={items} />);
    fireEvent.mouseEnter(itemOf('Services'));
    advance(200);
    fireEvent.mouseLeave(itemOf('Services'));
    fireEvent.mouseEnter(itemOf('Resources'));
    expect(isOpen('Resources')).toBe(true);
    expect(isOpen('Services')).toBe(false);
  });

  it('is keyboard operable: click/Enter toggles, ↓ moves into the panel, Escape closes and returns focus', () => {
    renderUi(<NavigationMenu label="Main" items={items} />);
    fireEvent.click(trigger('Services'));
    expect(isOpen('Services')).toBe(true);
    fireEvent.click(trigger('Services'));
    expect(isOpen('Services')).toBe(false);

    trigger('Services').focus();
    fireEvent.keyDown(trigger('Services'), { key: 'ArrowDown' });
    expect(isOpen('Services')).toBe(true);
    expect(screen.getByRole('link', { name: 'Plumbing' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Plumbing' }), { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Electrical' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Electrical' }), { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Plumbing' })).toHaveFocus();

    fireEvent.keyDown(screen.getByRole('link', { name: 'Plumbing' }), { key: 'Escape' });
    expect(isOpen('Services')).toBe(false);
    expect(trigger('Services')).toHaveFocus();

    fireEvent.keyDown(trigger('Services'), { key: 'ArrowRight' });
    expect(trigger('Resources')).toHaveFocus();
  });

  it('closes when a link is chosen', () => {
    renderUi(<NavigationMenu label="Main" items={items} />);
    fireEvent.click(trigger('Resources'));
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(isOpen('Resources')).toBe(false);
  });
});
