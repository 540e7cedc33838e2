export * from './ToolPageLayout';
export * from './toolPageHead';
export * from './toolPageInfo';
