import Type from 'typebox';

const Milliseconds = Type.Union([Type.Integer({ minimum: 0, maximum: 600_000 }), Type.Null()]);

export const RemoteLoadBody = Type.Object(
  {
    remote: Type.String({
      pattern: '^[a-z][a-z0-9_-]{0,39}$',
      description: 'The remote\'s name, e.g. "jobs" or "free_tools"',
    }),
    outcome: Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('timeout')]),
    manifest_ms: Type.Optional(Milliseconds),
    entry_ms: Type.Optional(Milliseconds),
    version: Type.Optional(
      Type.Union([Type.String({ pattern: '^[A-Za-z0-9._+-]{1,64}$' }), Type.Null()], {
        description: 'The remote build that loaded, when its manifest names one',
      }),
    ),
  },
  { additionalProperties: false },
);

export const RemoteLoadSchema = Type.Object({
  remote: Type.String(),
  outcome: Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('timeout')]),
  manifest_ms: Milliseconds,
  entry_ms: Milliseconds,
  version: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
});

export const RemoteStatusSchema = Type.Object({
  remote: Type.String(),
  /** Newest first. */
  loads: Type.Array(RemoteLoadSchema),
});
