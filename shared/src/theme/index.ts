import './styledTheme';

export * from './tokens';
export * from './themeMode';
export * from './ThemeModeProvider';
export * from './GlobalStyle';
