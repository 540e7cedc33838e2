import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { NavLink } from '@prohive/shared';
import styled, { css } from 'styled-components';
import { ChevronDownIcon } from './icons';
import { focusableWithin } from './focusable';

/**
 * Spec §9 menu timing. Hovering a trigger opens its menu after `openMs`; entering another trigger within
 * `skipMs` of a menu closing opens at once (the user is scanning the bar); leaving starts a `closeMs` grace
 * period so a diagonal move from trigger to panel does not close it.
 */
export const NAVIGATION_MENU_DELAYS = { openMs: 200, skipMs: 300, closeMs: 150 } as const;
export type NavigationMenuDelays = { openMs: number; skipMs: number; closeMs: number };

export interface NavigationMenuLink {
  label: string;
  to: string;
  description?: string;
}

export interface NavigationMenuItem {
  id: string;
  label: string;
  links: NavigationMenuLink[];
  /** Optional content under the links (a call to action, a "see all" link). */
  footer?: ReactNode;
}

export interface NavigationMenuProps {
  /** Accessible name of the <nav> landmark. */
  label: string;
  items: NavigationMenuItem[];
  delays?: Partial<NavigationMenuDelays>;
  className?: string;
}

/**
 * Open/close scheduling, separate from rendering so the timing rules read in one place. `openId` is the
 * item whose panel is visible.
 */
function useMenuScheduler(delays: NavigationMenuDelays) {
  const [openId, setOpenId] = useState<string | null>(null);
  const openIdRef = useRef<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const skipTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inSkipWindow = useRef(false);

  const clearTimers = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  }, []);

  const commit = useCallback(
    (next: string | null) => {
      const previous = openIdRef.current;
      openIdRef.current = next;
      setOpenId(next);
      if (previous !== null && next === null) {
        inSkipWindow.current = true;
        clearTimeout(skipTimer.current);
        skipTimer.current = setTimeout(() => {
          inSkipWindow.current = false;
        }, delays.skipMs);
      }
    },
    [delays.skipMs],
  );

  const openNow = useCallback(
    (id: string) => {
      clearTimers();
      commit(id);
    },
    [clearTimers, commit],
  );

  const closeNow = useCallback(() => {
    clearTimers();
    commit(null);
  }, [clearTimers, commit]);

  const scheduleOpen = useCallback(
    (id: string) => {
      clearTimeout(closeTimer.current);
      if (openIdRef.current === id) return;
      // Moving along the bar with a panel open, or right after one closed: no delay.
      if (openIdRef.current !== null || inSkipWindow.current) {
        openNow(id);
        return;
      }
      clearTimeout(openTimer.current);
      openTimer.current = setTimeout(() => commit(id), delays.openMs);
    },
    [commit, delays.openMs, openNow],
  );

  const scheduleClose = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    if (openIdRef.current === null) return;
    closeTimer.current = setTimeout(() => commit(null), delays.closeMs);
  }, [commit, delays.closeMs]);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
      clearTimeout(skipTimer.current);
    },
    [],
  );

  return { openId, openNow, closeNow, scheduleOpen, scheduleClose };
}

const Nav = styled.nav`
  position: relative;
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
`;

const Trigger = styled.button<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $open }) => ($open ? theme.colors.surfaceMuted : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 0.95rem;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  @media (max-width: 959.98px) {
    padding: 0 8px;
  }
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
    ${({ $open }) =>
      $open &&
      css`
        transform: rotate(180deg);
      `}
  }
`;

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  /* The transparent top padding bridges the gap to the trigger so the pointer never "leaves" in between. */
  padding-top: 8px;
  &[hidden] {
    display: none;
  }
`;

const PanelCard = styled.div`
  min-width: 300px;
  max-width: 520px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

const Links = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(220px, 1fr));
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MenuLink = styled(NavLink)`
  display: block;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
    font-weight: 600;
    font-size: 0.95rem;
  }
  span {
    display: block;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
    line-height: 1.35;
  }
`;

const PanelFooter = styled.div`
  margin-top: 4px;
  padding: 10px 12px 6px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * Desktop header menus: each trigger opens a panel of links on hover (with the spec's delays), on click, or
 * from the keyboard (Enter/Space/↓ open, ↑/↓ move between links, ←/→ move between triggers, Escape closes
 * and returns focus to the trigger). Panels stay in the DOM (hidden) so their links remain crawlable.
 */
export function NavigationMenu({ label, items, delays, className }: NavigationMenuProps) {
  const timing: NavigationMenuDelays = { ...NAVIGATION_MENU_DELAYS, ...delays };
  const { openId, openNow, closeNow, scheduleOpen, scheduleClose } = useMenuScheduler(timing);
  const baseId = useId();
  const navRef = useRef<HTMLElement | null>(null);
  const triggerRefs = useRef(new Map<string, HTMLButtonElement>());
  const panelRefs = useRef(new Map<string, HTMLDivElement>());

  // A click anywhere else closes the open panel.
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) closeNow();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [openId, closeNow]);

  const focusTrigger = (id: string) => triggerRefs.current.get(id)?.focus();
  // ↓ on a trigger opens the panel and moves into it; the panel is only focusable once un-hidden.
  const focusFirstLinkOf = useRef<string | null>(null);

  const focusLink = useCallback((id: string, which: 'first' | 'last' | 1 | -1) => {
    const panel = panelRefs.current.get(id);
    if (!panel) return;
    const links = focusableWithin(panel);
    if (links.length === 0) return;
    if (which === 'first') return links[0]!.focus();
    if (which === 'last') return links[links.length - 1]!.focus();
    const index = links.indexOf(document.activeElement as HTMLElement);
    const next = (index + which + links.length) % links.length;
    links[next]!.focus();
  }, []);

  useLayoutEffect(() => {
    if (openId !== null && focusFirstLinkOf.current === openId) focusLink(openId, 'first');
    focusFirstLinkOf.current = null;
  }, [openId, focusLink]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number, id: string) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (openId === id) {
        focusLink(id, 'first');
      } else {
        focusFirstLinkOf.current = id;
        openNow(id);
      }
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const step = event.key === 'ArrowRight' ? 1 : -1;
      const next = items[(index + step + items.length) % items.length];
      if (next) {
        if (openId !== null) openNow(next.id);
        focusTrigger(next.id);
      }
    }
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, id: string) => {
    if (event.key === 'Escape' && openId === id) {
      event.preventDefault();
      closeNow();
      focusTrigger(id);
      return;
    }
    const inPanel = panelRefs.current.get(id)?.contains(event.target as Node);
    if (!inPanel) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusLink(id, event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusLink(id, event.key === 'Home' ? 'first' : 'last');
    }
  };

  const onItemBlur = (event: FocusEvent<HTMLLIElement>, id: string) => {
    const next = event.relatedTarget as Node | null;
    if (openId === id && next && !event.currentTarget.contains(next)) closeNow();
  };

  return (
    <Nav aria-label={label} ref={navRef} className={className}>
      <List>
        {items.map((item, index) => {
          const open = openId === item.id;
          const triggerId = `${baseId}-trigger-${item.id}`;
          const panelId = `${baseId}-panel-${item.id}`;
          const columns = item.links.length > 5 ? 2 : 1;
          return (
            <Item
              key={item.id}
              onMouseEnter={() => scheduleOpen(item.id)}
              onMouseLeave={scheduleClose}
              onKeyDown={(e) => onItemKeyDown(e, item.id)}
              onBlur={(e) => onItemBlur(e, item.id)}
            >
              <Trigger
                type="button"
                id={triggerId}
                ref={(el) => {
                  if (el) triggerRefs.current.set(item.id, el);
                  else triggerRefs.current.delete(item.id);
                }}
                aria-expanded={open}
                aria-controls={panelId}
                $open={open}
                onClick={() => (open ? closeNow() : openNow(item.id))}
                onKeyDown={(e) => onTriggerKeyDown(e, index, item.id)}
              >
                {item.label}
                <ChevronDownIcon size={16} />
              </Trigger>
              <Panel
                id={panelId}
                role="region"
                aria-labelledby={triggerId}
                hidden={!open}
                ref={(el) => {
                  if (el) panelRefs.current.set(item.id, el);
                  else panelRefs.current.delete(item.id);
                }}
              >
                <PanelCard>
                  <Links $columns={columns}>
                    {item.links.map((link) => (
                      <li key={link.to}>
                        <MenuLink to={link.to} onClick={closeNow}>
                          <strong>{link.label}</strong>
                          {link.description && <span>{link.description}</span>}
                        </MenuLink>
                      </li>
                    ))}
                  </Links>
                  {item.footer && <PanelFooter onClick={closeNow}>{item.footer}</PanelFooter>}
                </PanelCard>
              </Panel>
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}
