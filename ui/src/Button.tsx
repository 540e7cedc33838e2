import { forwardRef } from 'react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from '@prohive/shared';
import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

/** Spec §9 button variants and sizes. */
export const BUTTON_VARIANTS = [
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
] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BUTTON_SIZES = ['default', 'sm', 'lg', 'xl', 'icon', 'appDownload', 'mobile'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/** Spec §9: default button height. */
export const DEFAULT_BUTTON_HEIGHT_PX = 48;

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const filled = (bg: string, fg: string, hover = bg) => css`
  background: ${bg};
  color: ${fg};
  border-color: ${bg};
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${hover};
    border-color: ${hover};
    filter: ${hover === bg ? 'brightness(0.92)' : 'none'};
  }
`;

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  const c = theme.colors;
  switch (variant) {
    case 'default':
      return filled(c.primary, c.primaryText, c.primaryHover);
    case 'destructive':
      return filled(c.danger, c.dangerText);
    case 'success':
      return filled(c.success, c.successText);
    case 'warning':
      return filled(c.warning, c.warningText);
    case 'pricing':
      return css`
        ${filled(c.primary, c.primaryText, c.primaryHover)}
        width: 100%;
        font-weight: 700;
        box-shadow: ${theme.shadow.card};
      `;
    case 'appStore':
    case 'googlePlay':
      return css`
        ${filled(c.storeBadge, c.storeBadgeText)}
        border-color: ${c.borderStrong};
      `;
    case 'outline':
      return css`
        background: transparent;
        color: ${c.text};
        border-color: ${c.borderStrong};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${c.surfaceMuted};
        }
      `;
    case 'secondary':
      return css`
        background: ${c.surfaceMuted};
        color: ${c.text};
        border-color: ${c.surfaceMuted};
        &:hover:not(:disabled):not([aria-disabled='true']) {
          border-color: ${c.border};
          filter: brightness(0.97);
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.text};
        border-color: transparent;
        &:hover:not(:disabled):not([aria-disabled='true']) {
          background: ${c.surfaceMuted};
        }
      `;
    case 'tool':
      return css`
        background: ${c.primarySoft};
        color: ${c.text};
        border-color: transparent;
        justify-content: flex-start;
        text-align: left;
        &:hover:not(:disabled):not([aria-disabled='true']) {
          border-color: ${c.primary};
        }
      `;
    case 'link':
      return css`
        background: transparent;
        color: ${c.primary};
        border-color: transparent;
        padding-inline: 0;
        height: auto;
        min-height: 0;
        text-decoration: underline;
        text-decoration-color: transparent;
        &:hover:not(:disabled):not([aria-disabled='true']) {
          text-decoration-color: currentColor;
        }
      `;
  }
};

const sizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  default: css`
    height: ${DEFAULT_BUTTON_HEIGHT_PX}px;
    padding: 0 20px;
  `,
  sm: css`
    height: 40px;
    padding: 0 14px;
    font-size: 0.875rem;
  `,
  lg: css`
    height: 52px;
    padding: 0 28px;
    font-size: 1.0625rem;
  `,
  xl: css`
    height: 60px;
    padding: 0 36px;
    font-size: 1.125rem;
  `,
  icon: css`
    height: ${DEFAULT_BUTTON_HEIGHT_PX}px;
    width: ${DEFAULT_BUTTON_HEIGHT_PX}px;
    padding: 0;
  `,
  appDownload: css`
    height: 56px;
    min-width: 180px;
    padding: 0 18px;
    justify-content: flex-start;
    text-align: left;
    line-height: 1.15;
  `,
  mobile: css`
    height: 52px;
    width: 100%;
    padding: 0 16px;
    font-size: 1.0625rem;
  `,
};

/** The button look as a mixin, for remotes that need it on another element. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  font-size: 1rem;
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast},
    filter ${({ theme }) => theme.motion.fast};
  ${({ $size }) => sizeStyles[$size]}
  ${({ theme, $variant }) => variantStyles(theme, $variant)}
  ${({ $fullWidth }) =>
    $fullWidth &&
    css`
      width: 100%;
    `}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<StyleProps>`
  ${buttonStyles}
`;
const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  children?: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  ButtonHTMLAttributes<HTMLButtonElement> & { to?: never; href?: never };
/** In-app navigation: renders a react-router Link that looks like a button. */
export type ButtonAsLinkProps = CommonProps & Omit<LinkProps, 'children'> & { href?: never };
/** External or non-router target: a plain anchor. */
export type ButtonAsAnchorProps = CommonProps &
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; to?: never };
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps | ButtonAsAnchorProps;

/**
 * The one button of the product. Pass `to` for an in-app link, `href` for an external link, otherwise it is
 * a `<button type="button">` (submit buttons say so explicitly).
 */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(
  function Button(props, ref) {
    const { variant = 'default', size = 'default', fullWidth = false, ...rest } = props;
    const style = { $variant: variant, $size: size, $fullWidth: fullWidth };
    if ('to' in rest && rest.to !== undefined) {
      return <StyledLink ref={ref as Ref<HTMLAnchorElement>} {...style} {...(rest as LinkProps)} />;
    }
    if ('href' in rest && rest.href !== undefined) {
      return (
        <StyledAnchor
          ref={ref as Ref<HTMLAnchorElement>}
          {...style}
          {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
        />
      );
    }
    const buttonProps = rest as ButtonHTMLAttributes<HTMLButtonElement>;
    return (
      <StyledButton
        ref={ref as Ref<HTMLButtonElement>}
        {...style}
        {...buttonProps}
        type={buttonProps.type ?? 'button'}
      />
    );
  },
);
