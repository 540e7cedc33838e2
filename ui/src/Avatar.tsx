import { useState } from 'react';
import styled from 'styled-components';

/**
 * Initials for an avatar: first letters of the first and last words, upper-cased. An e-mail address counts
 * only up to the '@' (registration derives names that way); separators like '.', '_' and '-' split words.
 */
export function initialsFrom(name?: string | null): string {
  const base = (name ?? '').split('@')[0] ?? '';
  const words = base
    .split(/[\s._-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return `${first}${last}`.toUpperCase();
}

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  line-height: 1;
  user-select: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  name?: string | null;
  src?: string | null;
  /** Diameter in px. */
  size?: number;
  className?: string;
  /**
   * When the avatar sits inside a control that already names the user, it is decorative; otherwise it
   * is an image named after the user.
   */
  decorative?: boolean;
}

/** A round user picture that falls back to initials when there is no image or it fails to load. */
export function Avatar({ name, src, size = 40, className, decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const label = name?.trim() || 'User';
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': label };

  return (
    <Circle $size={size} className={className} data-testid="avatar" {...a11y}>
      {showImage ? (
        <img src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span data-testid="avatar-initials">{initialsFrom(name)}</span>
      )}
    </Circle>
  );
}
