import { createGlobalStyle } from 'styled-components';
import { darkPalette, lightPalette, paletteDeclarations } from './tokens';

/** The light palette unless <html data-theme="dark"> picks the dark one (set before the first paint). */
const PALETTES = `
  :root { ${paletteDeclarations(lightPalette)} color-scheme: light; }
  :root[data-theme='dark'] { ${paletteDeclarations(darkPalette)} color-scheme: dark; }
`;

/**
 * Document-wide base styles and the two palettes behind the theme's custom properties. The same CSS in both
 * modes: `data-theme` on <html> picks the palette. Rendered once by the shell (and by each remote's standalone
 * bootstrap); remotes never render their own.
 */
export const GlobalStyle = createGlobalStyle`
  ${PALETTES}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: ${({ theme }) => theme.layout.headerHeight};
  }

  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.md};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    transition: background-color ${({ theme }) => theme.motion.normal}, color ${({ theme }) => theme.motion.normal};
  }

  h1, h2, h3, h4, h5, h6 {
    font-family: ${({ theme }) => theme.font.heading};
    line-height: 1.2;
    margin: 0 0 0.5em;
    letter-spacing: -0.01em;
  }

  p { margin: 0 0 1em; }

  a {
    color: ${({ theme }) => theme.colors.primary};
    text-underline-offset: 0.15em;
  }

  img, svg, video { max-width: 100%; }
  img { height: auto; }

  button, input, select, textarea { font: inherit; color: inherit; }

  /* One visible focus style for every focusable element, in both themes. */
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  :focus:not(:focus-visible) { outline: none; }

  ::selection {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
