// UI primitives shared by the shell and every remote (styled-components, theme-aware, accessible).
export * from './Avatar';
export * from './Button';
export * from './Dialog';
export * from './icons';
export * from './Loading';
export * from './NavigationMenu';
export * from './Popover';
export * from './SearchForm';
export * from './SideSheet';
export * from './Stars';
export * from './ThemeToggle';
export * from './ToastMessage';
export * from './useFocusTrap';
export * from './useIsMobile';
export * from './usePageTitle';
export * from './useDocumentHead';
export * from './VisuallyHidden';
