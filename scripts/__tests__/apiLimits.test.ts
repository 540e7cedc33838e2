import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { limitsModule, requestLimits } from '../lib/apiLimits';

const document = {
  components: { schemas: { Title: { type: 'string', minLength: 3, maxLength: 160 } } },
  paths: {
    '/api/jobs': {
      get: { responses: {} },
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  title: { $ref: '#/components/schemas/Title' },
                  address: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] },
                  photo_ids: { type: 'array', maxItems: 8, items: { type: 'string' } },
                  zip: { type: 'string', pattern: '^[0-9]{5}$' },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe('requestLimits', () => {
  it('reads each body field’s limits, through references and nullable branches, per method and path', () => {
    assert.deepEqual(requestLimits(document), {
      'POST /api/jobs': {
        title: { minLength: 3, maxLength: 160 },
        address: { maxLength: 200 },
        photo_ids: { maxItems: 8 },
      },
    });
  });

  it('leaves out routes without a JSON body and fields without numeric limits', () => {
    assert.deepEqual(requestLimits({ paths: { '/api/health': { get: { responses: {} } } } }), {});
  });

  it('writes a module whose constant is read-only', () => {
    const source = limitsModule({ 'POST /x': { a: { maxLength: 2 } } }, '// header\n');
    assert.match(source, /^\/\/ header\n/);
    assert.match(source, /export const REQUEST_LIMITS = \{[\s\S]*"maxLength": 2[\s\S]*\} as const;\n$/);
  });
});
