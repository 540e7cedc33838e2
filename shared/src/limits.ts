// `@prohive/shared/limits`: the api's request-body limits (generated from its OpenAPI document), for forms.
// An entry of its own, still one shared singleton under the `@prohive/shared/` key, so the ~1.6 KB gzip table
// reaches a visitor with the first form that reads it instead of with every first visit (a shared module is
// never tree-shaken). The types (`JsonBody`, `Schemas`…) stay in the root entry: they cost nothing at run time.
export { REQUEST_LIMITS } from './api/generated/limits';
