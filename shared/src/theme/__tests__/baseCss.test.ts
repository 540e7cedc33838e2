import { BASE_CSS } from '../baseCss';
import { darkPalette, lightPalette, lightTheme } from '../tokens';

describe('BASE_CSS', () => {
  it('is finished CSS: every value taken from the theme was filled in', () => {
    expect(BASE_CSS).not.toMatch(/undefined|\[object|\$\{|NaN/);
    expect(BASE_CSS).toContain(`scroll-padding-top: ${lightTheme.layout.headerHeight};`);
    expect(BASE_CSS).toContain(`font-family: ${lightTheme.font.body};`);
  });

  it('holds both palettes, picked by data-theme, and colours the page only through them', () => {
    const light = BASE_CSS.match(/:root \{([^}]*)\}/)?.[1] ?? '';
    const dark = BASE_CSS.match(/:root\[data-theme='dark'\] \{([^}]*)\}/)?.[1] ?? '';
    expect(light).toContain(lightPalette.colors.background);
    expect(dark).toContain(darkPalette.colors.background);
    expect(dark).toContain('color-scheme: dark');
    const body = BASE_CSS.match(/\nbody \{([^}]*)\}/)?.[1] ?? '';
    expect(body).toMatch(/background: var\(--ph-[a-z-]+\);/);
    expect(body).toMatch(/color: var\(--ph-[a-z-]+\);/);
  });
});
