// @prohive/ui: the UI kit and display formatters of the shell and every remote (styled-components,
// theme-aware, accessible). Not a federation singleton: it holds no run-time state of its own (theme, router and
// store come from @prohive/shared), so each app may carry its own copy.
// This root entry is shared whole (a shared module is never tree-shaken), so it holds what the shell and the
// homepage draw; the frame and states of remote screens are `@prohive/ui/pages`, the dialog `@prohive/ui/dialogs`.
export * from './Avatar';
export * from './Button';
export * from './CloseButton';
export * from './icons';
export * from './Loading';
export * from './ModalLayer';
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
export * from './format';
