import { createGlobalStyle } from 'styled-components';
import { BASE_CSS } from './baseCss';

/**
 * The base stylesheet (BASE_CSS) for a page the shell's index.html does not frame: a remote's standalone
 * bootstrap and tests. The shell itself never renders it — its index.html carries the same CSS, so neither
 * the server nor hydration spends time generating it.
 */
export const GlobalStyle = createGlobalStyle`${BASE_CSS}`;
