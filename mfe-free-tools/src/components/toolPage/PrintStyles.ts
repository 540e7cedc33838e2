import { lightTheme } from '@prohive/shared';
import { createGlobalStyle } from 'styled-components';

/**
 * Printing a tool page prints the tool: the shell's header, footer and tab bar (every header/footer/nav outside
 * the tool page) and anything marked `data-print-hide` go, the page prints on paper colours whatever the screen
 * theme, and form controls print as their values without boxes.
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
      background: ${lightTheme.colors.background} !important;
      color: ${lightTheme.colors.text} !important;
    }
    [data-tool-page] input,
    [data-tool-page] select {
      border: none !important;
      background: none !important;
      padding: 0 !important;
      height: auto !important;
      color: ${lightTheme.colors.text} !important;
      appearance: none;
    }
    [data-tool-page] section,
    [data-tool-page] table,
    [data-tool-page] figure {
      break-inside: avoid;
    }
  }
`;
