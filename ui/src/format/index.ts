// Display formatters every remote shares, so money reads the same on every page.
export * from './money';
