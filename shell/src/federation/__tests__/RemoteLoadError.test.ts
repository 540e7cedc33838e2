import { describeFailure } from '../RemoteFallback';
import { classifyRemoteError, RemoteLoadError } from '../RemoteLoadError';

describe('classifyRemoteError', () => {
  it('keeps RemoteLoadErrors and tags the remote', () => {
    const error = new RemoteLoadError('http', 'GET x failed: HTTP 404', { status: 404 });
    const tagged = classifyRemoteError(error, 'jobs');
    expect(tagged.kind).toBe('http');
    expect(tagged.status).toBe(404);
    expect(tagged.remote).toBe('jobs');
  });

  it.each([
    [
      new Error(
        '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003 RemoteLoadError: GET u failed: HTTP 503',
      ),
      'http',
    ],
    [new Error('ScriptNetworkError: Script "http://x/remoteEntry.js" timed out.'), 'timeout'],
    [Object.assign(new Error('Loading chunk 806 failed.'), { name: 'ChunkLoadError' }), 'unreachable'],
    [new TypeError('Failed to fetch'), 'unreachable'],
    [
      new Error(
        '"u" is not a valid federation manifest for remote "jobs". Missing required fields: exposes.',
      ),
      'invalid',
    ],
    [new Error('Cannot read properties of undefined'), 'crashed'],
  ])('%s → %s', (error, kind) => {
    expect(classifyRemoteError(error).kind).toBe(kind);
  });

  it('reads the status of an HTTP failure', () => {
    expect(classifyRemoteError(new Error('GET u failed: HTTP 404')).status).toBe(404);
  });
});

describe('describeFailure', () => {
  it('says what happened in plain words', () => {
    expect(describeFailure(new RemoteLoadError('http', '', { status: 404 }))).toContain('HTTP 404');
    expect(describeFailure(new RemoteLoadError('timeout', ''))).toBe('It did not respond in time.');
    expect(describeFailure(new RemoteLoadError('unreachable', ''))).toBe('Its server could not be reached.');
  });
});
