// Types styled-components' `theme` prop as our AppTheme everywhere @prohive/shared is imported. A .ts module
// (not a .d.ts) so the augmentation is part of the emitted declarations that other projects compile against.
import type { AppTheme } from './tokens';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}

export {};
