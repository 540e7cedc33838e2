import { answerInOrder, answerWith, http, HttpResponse, json, server } from '../http';

describe('the HTTP fake', () => {
  it("answers the page's fetch in order and records what was sent, bodies included", async () => {
    const { requests } = answerInOrder(json({ n: 1 }), json({ message: 'Nope' }, 422));
    const first = await fetch('/api/things', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    const second = await fetch('/api/things?page=2');
    expect(await first.json()).toEqual({ n: 1 });
    expect(second.status).toBe(422);
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /api/things',
      'GET /api/things',
    ]);
    expect(await requests[0]!.json()).toEqual({ a: 1 });
  });

  it('turns an Error into a network failure and runs out loudly', async () => {
    answerInOrder(new TypeError('offline'));
    await expect(fetch('/api/x')).rejects.toThrow(TypeError);
    expect((await fetch('/api/x')).status).toBe(500);
  });

  it("takes a test's own handlers per method and path, newest first", async () => {
    answerWith(() => json({ from: 'catch-all' }));
    server.use(http.get('*/api/me', () => HttpResponse.json({ from: 'route' })));
    expect(await (await fetch('/api/me')).json()).toEqual({ from: 'route' });
    expect(await (await fetch('/api/other')).json()).toEqual({ from: 'catch-all' });
  });

  it('keeps no handler from an earlier test', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetch('/api/me')).rejects.toThrow();
    error.mockRestore();
  });
});
