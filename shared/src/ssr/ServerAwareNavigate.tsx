import { Navigate as RouterNavigate, useHref } from 'react-router-dom';
import type { NavigateProps } from 'react-router-dom';
import { useServerHead } from './serverHead';

/**
 * react-router's `<Navigate>`, which also works in a server render: there effects never run, so it records
 * the target and the server answers with a redirect (the mobile homepage → /professionals, an unknown path
 * of a remote → /404) instead of an empty page that moves only after hydration.
 */
export function Navigate(props: NavigateProps) {
  const serverHead = useServerHead();
  const href = useHref(props.to, { relative: props.relative });
  if (serverHead) serverHead.redirect ??= href;
  return <RouterNavigate {...props} />;
}
