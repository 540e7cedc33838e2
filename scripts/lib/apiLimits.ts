// The numeric validation limits of every request body in an OpenAPI document, as a TypeScript module of
// constants. openapi-typescript turns schemas into types, and types cannot carry `maxLength: 160`; the forms
// need the number itself, so it is read from the same document.

const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'minItems', 'maxItems', 'minimum', 'maximum'] as const;
type LimitKeyword = (typeof LIMIT_KEYWORDS)[number];
export type FieldLimits = Partial<Record<LimitKeyword, number>>;
/** "METHOD /path" → body field → its limits. */
export type RequestLimits = Record<string, Record<string, FieldLimits>>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Local `#/components/schemas/X` references are followed; anything else is left alone. */
function deref(schema: unknown, document: Json): unknown {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return schema;
  const prefix = '#/components/schemas/';
  if (!schema.$ref.startsWith(prefix)) return schema;
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  return deref(schemas[schema.$ref.slice(prefix.length)], document);
}

/** A nullable field is `anyOf: [{…limits}, { type: 'null' }]`: its limits are those of the branches. */
function limitsOf(schema: unknown, document: Json): FieldLimits {
  const resolved = deref(schema, document);
  if (!isObject(resolved)) return {};
  const limits: FieldLimits = {};
  for (const keyword of LIMIT_KEYWORDS) {
    const value = resolved[keyword];
    if (typeof value === 'number') limits[keyword] = value;
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = resolved[key];
    if (Array.isArray(branches))
      for (const branch of branches) Object.assign(limits, limitsOf(branch, document));
  }
  return limits;
}

function jsonBodySchema(operation: Json, document: Json): Json | null {
  const body = deref(operation.requestBody, document);
  if (!isObject(body) || !isObject(body.content)) return null;
  const json = body.content['application/json'];
  if (!isObject(json)) return null;
  const schema = deref(json.schema, document);
  return isObject(schema) ? schema : null;
}

export function requestLimits(document: Json): RequestLimits {
  const result: RequestLimits = {};
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [route, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const schema = jsonBodySchema(operation, document);
      if (!schema || !isObject(schema.properties)) continue;
      const fields: Record<string, FieldLimits> = {};
      for (const [name, property] of Object.entries(schema.properties)) {
        const limits = limitsOf(property, document);
        if (Object.keys(limits).length > 0) fields[name] = limits;
      }
      if (Object.keys(fields).length > 0) result[`${method.toUpperCase()} ${route}`] = fields;
    }
  }
  return result;
}

export function limitsModule(limits: RequestLimits, header: string): string {
  return `${header}\nexport const REQUEST_LIMITS = ${JSON.stringify(limits, null, 2)} as const;\n`;
}
