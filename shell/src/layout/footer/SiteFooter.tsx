import { Link } from '@prohive/shared';
import {
  ChevronDownIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  Popover,
  XSocialIcon,
  type IconProps,
} from '@prohive/ui';
import styled from 'styled-components';
import type { ComponentType } from 'react';
import { SOCIAL_LINKS, SUPPORT_LINKS } from '../navigation';

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const PopoverTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

const PopoverLinks = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(120px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  }
`;

const Social = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0 0 0 auto;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.text};
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;

const SOCIAL_ICONS: Record<(typeof SOCIAL_LINKS)[number]['icon'], ComponentType<IconProps>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  x: XSocialIcon,
};

/** Desktop footer (spec §2): copyright, Terms, Privacy, the Support & Resources popover, social links. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Footer data-testid="site-footer">
      <Inner>
        <span>© {year} Prohive. All rights reserved.</span>
        <nav aria-label="Legal and support">
          <Links>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Popover
                label="Support & Resources"
                placement="top-start"
                trigger={({ ref, ...props }) => (
                  <PopoverTrigger type="button" ref={ref} {...props}>
                    Support &amp; Resources
                    <ChevronDownIcon size={16} />
                  </PopoverTrigger>
                )}
              >
                {(close) => (
                  <PopoverLinks>
                    {SUPPORT_LINKS.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to} onClick={close}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </PopoverLinks>
                )}
              </Popover>
            </li>
          </Links>
        </nav>
        <Social aria-label="Social media">
          {SOCIAL_LINKS.map(({ label, href, icon }) => {
            const Icon = SOCIAL_ICONS[icon];
            return (
              <li key={href}>
                <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                  <Icon size={20} />
                </a>
              </li>
            );
          })}
        </Social>
      </Inner>
    </Footer>
  );
}
