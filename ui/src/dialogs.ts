// `@prohive/ui/dialogs`: the centred modal dialog (confirmations, bid and review forms, account deletion). No
// screen of the shell or the homepage opens one, so it is an entry of its own, shared by version under the
// `@prohive/ui/` key like the root; the modal mechanics it builds on (ModalLayer, also behind SideSheet) stay in
// the root entry, one copy for both.
export * from './Dialog';
