// @prohive/ui: the UI kit and display formatters of the shell and every remote (styled-components,
// theme-aware, accessible). Not a federation singleton: it holds no run-time state of its own (theme, router and
// store come from @prohive/shared), so each app may carry its own copy.
export * from './Avatar';
export * from './Button';
export * from './Dialog';
export * from './icons';
export * from './LinkPager';
export * from './Loading';
export * from './NavigationMenu';
export * from './Popover';
export * from './SearchForm';
export * from './SideSheet';
export * from './Stars';
export * from './StatusPanel';
export * from './ThemeToggle';
export * from './ToastMessage';
export * from './useFocusTrap';
export * from './useIsMobile';
export * from './usePageTitle';
export * from './useDocumentHead';
export * from './VisuallyHidden';
export * from './AreaPage';
export * from './NotInThisRemote';
export * from './PageContainer';
export * from './format';
