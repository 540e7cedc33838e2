import { lightPalette } from '@prohive/shared';
import { createGlobalStyle } from 'styled-components';

/**
 * Printing a tool page prints the tool: the shell's header, footer and tab bar (every header/footer/nav outside
 * the tool page) and anything marked `data-print-hide` go, the page prints in the light theme's text colour on
 * white whatever the screen theme, and text boxes and selects print as their values without boxes (checkboxes
 * stay, so ticked options show).
 */
export const PrintStyles = createGlobalStyle`
  @media print {
    header:not([data-tool-page] *),
    footer:not([data-tool-page] *),
    nav:not([data-tool-page] *),
    [data-print-hide] {
      display: none !important;
    }
    html,
    body,
    [data-tool-page] {
      background: ${lightPalette.colors.background} !important;
      color: ${lightPalette.colors.text} !important;
      color-scheme: light;
    }
    /* Paper is light whatever the screen theme: a dark theme's surfaces and pale text would print as dark boxes. */
    [data-tool-page] *:not(svg *) {
      background: transparent !important;
      color: ${lightPalette.colors.text} !important;
      border-color: ${lightPalette.colors.border} !important;
      box-shadow: none !important;
    }
    [data-tool-page] svg text {
      fill: ${lightPalette.colors.textMuted} !important;
    }
    [data-tool-page] input:not([type='checkbox']),
    [data-tool-page] select {
      border: none !important;
      padding: 0 !important;
      height: auto !important;
      appearance: none;
    }
    [data-tool-page] section,
    [data-tool-page] table,
    [data-tool-page] figure {
      break-inside: avoid;
    }
  }
`;
