/** Brand constants: the spec writes `{product}`; ours is Prohive (`prohive` in cookies and URLs). */
export const BRAND = {
  name: 'Prohive',
  slug: 'prohive',
  defaultTitle: 'Prohive | Help around the home at your fingertips',
  titleSuffix: ' | Prohive',
} as const;

/** Spec §9: mobile layouts apply below this width. */
export const MOBILE_BREAKPOINT_PX = 640;
