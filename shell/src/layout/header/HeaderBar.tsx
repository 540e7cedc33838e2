import styled from 'styled-components';

/** The fixed bar both headers draw in (its own module so the phone chunk does not carry the desktop header). */
export const HeaderBar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  /* A touch of translucency where supported, without hurting text contrast. */
  @supports (backdrop-filter: blur(8px)) {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 92%, transparent);
    backdrop-filter: blur(8px);
  }
`;
