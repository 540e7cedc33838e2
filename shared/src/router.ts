// The routing API every app uses, re-exported from the one react-router in the shared singleton.
//
// react-router 7's package is large (its server runtime and data APIs ship in the same module: ~58 KB gzip
// when shared whole, because a Module Federation shared module cannot be tree-shaken). Re-exported from here,
// it is bundled inside @prohive/shared, where webpack keeps only what is listed below (~15 KB), and it is still
// exactly one instance at run time, so router context crosses remotes. Apps import routing only from
// `@prohive/shared` (ESLint enforces it); add a name here when an app needs one.
export { Navigate } from './ssr/ServerAwareNavigate';
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  createSearchParams,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type {
  LinkProps,
  Location,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  RouteObject,
  To,
} from 'react-router-dom';
