// `@prohive/ui/pages`: the frame and states of a remote's screens (page widths, the account area's page, empty
// and error panels, card placeholders, link pagination). Neither the shell nor the homepage draws them, so they
// are an entry of their own, shared by version under the `@prohive/ui/` key like the root: a first visit to `/`
// does not download them, and the first remote screen that needs them loads one copy for every remote.
export * from './AreaPage';
export * from './LinkPager';
export * from './PageContainer';
export * from './StatusPanel';
