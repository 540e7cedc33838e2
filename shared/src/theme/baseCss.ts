import { darkPalette, lightPalette, lightTheme, paletteDeclarations } from './tokens';

const theme = lightTheme;

/**
 * Document-wide base styles and the two palettes behind the theme's custom properties, as plain CSS. Every
 * value it takes from the theme is the same in both modes (colours are `var(--ph-…)`), and `data-theme` on
 * <html> picks the palette, so it is one fixed stylesheet: the shell's index.html carries it in a <style> in
 * the head (no JavaScript has to generate it, on the server or while hydrating), and GlobalStyle renders the
 * same text where there is no shell (a remote's standalone bootstrap, tests).
 */
export const BASE_CSS = `
:root { ${paletteDeclarations(lightPalette)} color-scheme: light; }
:root[data-theme='dark'] { ${paletteDeclarations(darkPalette)} color-scheme: dark; }

*, *::before, *::after { box-sizing: border-box; }

html {
  -webkit-text-size-adjust: 100%;
  text-size-adjust: 100%;
  scroll-padding-top: ${theme.layout.headerHeight};
}

body {
  margin: 0;
  min-height: 100vh;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font-family: ${theme.font.body};
  font-size: ${theme.fontSize.md};
  line-height: 1.5;
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  transition: background-color ${theme.motion.normal}, color ${theme.motion.normal};
}

h1, h2, h3, h4, h5, h6 {
  font-family: ${theme.font.heading};
  line-height: 1.2;
  margin: 0 0 0.5em;
  letter-spacing: -0.01em;
}

p { margin: 0 0 1em; }

a {
  color: ${theme.colors.primary};
  text-underline-offset: 0.15em;
}

img, svg, video { max-width: 100%; }
img { height: auto; }

button, input, select, textarea { font: inherit; color: inherit; }

/* One visible focus style for every focusable element, in both themes. */
:focus-visible {
  outline: 3px solid ${theme.colors.focus};
  outline-offset: 2px;
}
:focus:not(:focus-visible) { outline: none; }

::selection {
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.text};
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
