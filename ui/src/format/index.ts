// Display formatters every remote shares, so money and dates read the same on every page.
export * from './money';
export * from './dates';
