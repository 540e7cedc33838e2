import type { RemoteName } from '@prohive/shared';

/**
 * Why a remote area could not be shown:
 * - `not-configured`: /remotes.json has no URL for it (or could not be read);
 * - `timeout`: a step did not answer within its bound;
 * - `unreachable`: network failure or a script/chunk that would not load;
 * - `http`: the server answered with an error status (404, 5xx);
 * - `invalid`: it answered, but not with a federation manifest or a `./routes` module of the contract;
 * - `crashed`: its code threw while loading or rendering.
 */
export type RemoteFailureKind = 'not-configured' | 'timeout' | 'unreachable' | 'http' | 'invalid' | 'crashed';

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly kind: RemoteFailureKind;
  readonly status: number | undefined;
  readonly remote: string | undefined;

  constructor(
    kind: RemoteFailureKind,
    message: string,
    options: { status?: number; remote?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.status = options.status;
    this.remote = options.remote;
  }

  withRemote(remote: RemoteName | string): RemoteLoadError {
    if (this.remote === remote) return this;
    return new RemoteLoadError(this.kind, this.message, {
      status: this.status,
      remote,
      cause: this.cause ?? this,
    });
  }
}

export function isRemoteLoadError(error: unknown): error is RemoteLoadError {
  return error instanceof RemoteLoadError;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Maps whatever the federation runtime, webpack or a remote threw to a failure kind. The runtime wraps the
 * original error's text into its own (RUNTIME_003 for manifests, RUNTIME_008 for scripts), so text is what
 * we can rely on.
 */
export function classifyRemoteError(error: unknown, remote?: string): RemoteLoadError {
  if (isRemoteLoadError(error)) return remote ? error.withRemote(remote) : error;
  const text = messageOf(error);
  const make = (kind: RemoteFailureKind, status?: number) =>
    new RemoteLoadError(kind, text, { status, remote, cause: error });

  const http = /\bHTTP (\d{3})\b/.exec(text);
  if (http) return make('http', Number(http[1]));
  if (/timed out|timeout/i.test(text)) return make('timeout');
  if (
    /ChunkLoadError|ScriptNetworkError|Failed to fetch|NetworkError|Load failed|Loading chunk|RUNTIME_008/i.test(
      text,
    )
  ) {
    return make('unreachable');
  }
  if (/not a valid federation manifest|RUNTIME_013|Unexpected token|JSON/i.test(text)) return make('invalid');
  if (/RUNTIME_003/.test(text)) return make('unreachable');
  return make('crashed');
}
