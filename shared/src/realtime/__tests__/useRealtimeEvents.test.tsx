import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { api } from '../../api/apiSlice';
import { signOut } from '../../session/sessionSlice';
import { createTestStore } from '../../testing/testStore';
import { makeSignedInSession } from '../../testing/fixtures';
import { decodeRealtimeEvent, realtimeEventReceived } from '../applyRealtimeEvent';
import { unreadApi } from '../unreadEndpoint';
import { useRealtimeEvents } from '../useRealtimeEvents';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    realtimeProbeNotifications: build.query<number, void>({
      query: () => '/probe/notifications',
      transformResponse: (body: { n: number }) => body.n,
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    realtimeProbeJob: build.query<number, number>({
      query: (id) => `/probe/job/${id}`,
      transformResponse: (body: { n: number }) => body.n,
      providesTags: (_result, _error, id) => [{ type: 'Job', id }],
    }),
    realtimeProbeThread: build.query<number, number>({
      query: (id) => `/probe/thread/${id}`,
      transformResponse: (body: { n: number }) => body.n,
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
  }),
});

function harness() {
  const encoder = new TextEncoder();
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  const eventCalls: RequestInit[] = [];
  const counts = { notifications: 0, thread: 0, unread: 0, job: 0 };
  const fetchFn = jest.fn(async (input: RequestInfo, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.url;
    if (url.endsWith('/events')) {
      eventCalls.push(init ?? {});
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = controller;
        },
      });
      init?.signal?.addEventListener('abort', () => stream?.error(new DOMException('aborted', 'AbortError')));
      return new Response(body, { status: 200 });
    }
    if (url.endsWith('/me/unread')) {
      counts.unread += 1;
      return Response.json({ data: { messages: counts.unread, notifications: 0 } });
    }
    if (url.endsWith('/probe/notifications')) {
      counts.notifications += 1;
      return Response.json({ n: counts.notifications });
    }
    if (url.includes('/probe/job/')) {
      counts.job += 1;
      return Response.json({ n: counts.job });
    }
    if (url.includes('/probe/thread/')) {
      counts.thread += 1;
      return Response.json({ n: counts.thread });
    }
    return Response.json({ message: 'unexpected' }, { status: 500 });
  });
  const store = createTestStore({
    preloadedState: { session: makeSignedInSession() },
    services: { fetchFn },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const send = async (frame: string) => {
    await act(async () => {
      stream?.enqueue(encoder.encode(frame));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { store, fetchFn, eventCalls, counts, wrapper, send };
}

describe('useRealtimeEvents', () => {
  it('opens one stream while signed in and closes it on sign-out', async () => {
    const h = harness();
    renderHook(() => useRealtimeEvents(), { wrapper: h.wrapper });
    await waitFor(() => expect(h.eventCalls).toHaveLength(1));
    const headers = h.eventCalls[0]!.headers as Record<string, string>;
    expect(headers.Authorization).toMatch(/^Bearer /);
    act(() => {
      h.store.dispatch(signOut());
    });
    expect(h.eventCalls[0]!.signal?.aborted).toBe(true);
  });

  it('writes `unread` totals into the shared cache entry', async () => {
    const h = harness();
    renderHook(() => useRealtimeEvents(), { wrapper: h.wrapper });
    await waitFor(() => expect(h.eventCalls).toHaveLength(1));
    await h.send('id: 1\nevent: unread\ndata: {"messages":4,"notifications":2}\n\n');
    expect(unreadApi.endpoints.unreadCounts.select()(h.store.getState()).data).toEqual({
      messages: 4,
      notifications: 2,
    });
  });

  it('refetches notification lists and the conversation thread an event concerns', async () => {
    const h = harness();
    renderHook(() => useRealtimeEvents(), { wrapper: h.wrapper });
    const notifications = h.store.dispatch(probeApi.endpoints.realtimeProbeNotifications.initiate());
    const thread = h.store.dispatch(probeApi.endpoints.realtimeProbeThread.initiate(9));
    const otherThread = h.store.dispatch(probeApi.endpoints.realtimeProbeThread.initiate(10));
    await waitFor(() => expect(h.counts).toMatchObject({ notifications: 1, thread: 2 }));
    await h.send('id: 2\nevent: notification\ndata: {"id":1,"kind":"bid_received"}\n\n');
    await waitFor(() => expect(h.counts.notifications).toBe(2));
    await h.send(
      'id: 3\nevent: message\ndata: {"conversation_id":9,"message":{"id":1,"conversation_id":9}}\n\n',
    );
    await waitFor(() => expect(h.counts.thread).toBe(3));
    expect(h.counts.notifications).toBe(2);
    [notifications, thread, otherThread].forEach((subscription) => subscription.unsubscribe());
  });

  it('fetches the unread totals again once a fresh stream is open (events before it are not replayed)', async () => {
    const h = harness();
    const unread = h.store.dispatch(unreadApi.endpoints.unreadCounts.initiate());
    await waitFor(() => expect(h.counts.unread).toBe(1));
    renderHook(() => useRealtimeEvents(), { wrapper: h.wrapper });
    await waitFor(() => expect(h.counts.unread).toBe(2));
    unread.unsubscribe();
  });

  it('refetches the job a bid notification links to, and not for other kinds', async () => {
    const h = harness();
    renderHook(() => useRealtimeEvents(), { wrapper: h.wrapper });
    const job = h.store.dispatch(probeApi.endpoints.realtimeProbeJob.initiate(42));
    await waitFor(() => expect(h.counts.job).toBe(1));
    await h.send('id: 1\nevent: notification\ndata: {"id":1,"kind":"message_received","link":"/job/42"}\n\n');
    await h.send('id: 2\nevent: notification\ndata: {"id":2,"kind":"bid_received","link":"/job/7"}\n\n');
    await h.send('id: 3\nevent: notification\ndata: {"id":3,"kind":"bid_received","link":"/job/42"}\n\n');
    await waitFor(() => expect(h.counts.job).toBe(2));
    await h.send(': ping\n\n');
    expect(h.counts.job).toBe(2);
    job.unsubscribe();
  });

  it('does nothing for a signed-out visitor', () => {
    const fetchFn = jest.fn();
    const store = createTestStore({ services: { fetchFn } });
    renderHook(() => useRealtimeEvents(), {
      wrapper: ({ children }) => <Provider store={store}>{children}</Provider>,
    });
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe('decodeRealtimeEvent', () => {
  it('accepts the contract events and skips unknown types and malformed payloads', () => {
    expect(
      decodeRealtimeEvent({ id: '1', event: 'unread', data: '{"messages":1,"notifications":0}' }),
    ).toEqual({ type: 'unread', id: '1', payload: { messages: 1, notifications: 0 } });
    expect(decodeRealtimeEvent({ id: '1', event: 'typing', data: '{}' })).toBeNull();
    expect(decodeRealtimeEvent({ id: '1', event: 'message', data: 'not json' })).toBeNull();
    expect(decodeRealtimeEvent({ id: '1', event: 'message', data: '{"conversation_id":"x"}' })).toBeNull();
    expect(decodeRealtimeEvent({ id: '1', event: 'unread', data: '{"messages":1}' })).toBeNull();
    expect(realtimeEventReceived.type).toBe('realtime/eventReceived');
  });
});
