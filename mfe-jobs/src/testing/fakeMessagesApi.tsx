// An in-memory conversations api over MSW (the shared HTTP fake), for the /messages screens and the links to
// them. State lives in the returned object so a test can change it between steps (a message "arriving").
import type { ReactElement } from 'react';
import {
  Route,
  Routes,
  useLocation,
  type AuthUser,
  type ChatMessage,
  type ConversationDetail,
} from '@prohive/shared';
import {
  HttpResponse,
  createTestStore,
  http,
  makeSignedInSession,
  makeTestUser,
  renderWithProviders,
  server,
} from '@prohive/shared/testing';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Override = (call: RecordedCall) => Response | undefined;

export const CUSTOMER = makeTestUser({ id: 5, name: 'Casey Customer' });
export const PRO_ID = 70;

export function makeConversation(
  id: number,
  overrides: Partial<ConversationDetail> = {},
): ConversationDetail {
  return {
    id,
    job: { id: 42, title: `Fix the sink ${id}` },
    other_party: { id: PRO_ID + id, name: `Pro ${id}`, avatar_url: null, role: 'provider' },
    last_message: null,
    unread_count: 0,
    blocked_by_me: false,
    blocked_by_them: false,
    hidden_by_moderator: false,
    updated_at: new Date(Date.now() - id * 60_000).toISOString(),
    other_last_read_message_id: null,
    ...overrides,
  };
}

export function makeMessage(
  id: number,
  conversationId: number,
  senderId: number,
  body = `Message ${id}`,
): ChatMessage {
  return {
    id,
    conversation_id: conversationId,
    sender_id: senderId,
    body,
    photos: [],
    created_at: new Date(Date.now() - (1000 - id) * 1000).toISOString(),
  };
}

const pageOf = <T,>(items: T[], query: URLSearchParams) => {
  const page = Number(query.get('page') ?? '1');
  const perPage = Number(query.get('per_page') ?? '20');
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: { page, per_page: perPage, total: items.length, last_page: lastPage },
  };
};

export function fakeMessagesApi(initial: {
  conversations?: ConversationDetail[];
  messages?: Record<number, ChatMessage[]>;
  override?: Override;
}) {
  const state = {
    conversations: initial.conversations ?? [],
    /** Oldest first, as a test writes them. */
    messages: initial.messages ?? {},
    override: initial.override,
    nextMessageId: 1000,
  };
  const calls: RecordedCall[] = [];
  const find = (id: number) => state.conversations.find((item) => item.id === id);

  server.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const type = request.headers.get('content-type') ?? '';
      let body: unknown = null;
      if (type.includes('application/json')) body = JSON.parse(await request.text());
      else if (type.includes('multipart/form-data')) body = await request.formData();
      const call = { method: request.method, path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const overridden = state.override?.(call);
      if (overridden) return overridden;

      const path = url.pathname.replace(/^.*\/api/, '');
      const match = /^\/conversations\/(\d+)(\/[a-z]+)?$/.exec(path);
      if (path === '/conversations' && request.method === 'GET') {
        const sorted = [...state.conversations].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
        return HttpResponse.json(pageOf(sorted, url.searchParams));
      }
      if (path === '/me/unread') return HttpResponse.json({ data: { messages: 0, notifications: 0 } });
      if (path === '/uploads' && request.method === 'POST') {
        return HttpResponse.json(
          { data: { id: '00000000-0000-4000-8000-000000000001', url: '/u/1.webp', thumb_url: '/u/1t.webp' } },
          { status: 201 },
        );
      }
      if (!match) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      const id = Number(match[1]);
      const conversation = find(id);
      if (!conversation) return HttpResponse.json({ message: 'Conversation not found.' }, { status: 404 });
      const action = match[2];
      if (!action && request.method === 'GET') return HttpResponse.json({ data: conversation });
      if (action === '/messages' && request.method === 'GET') {
        const newestFirst = [...(state.messages[id] ?? [])].reverse();
        return HttpResponse.json(pageOf(newestFirst, url.searchParams));
      }
      if (action === '/messages' && request.method === 'POST') {
        const sent = body as { body: string; photo_ids?: string[] };
        const message = makeMessage((state.nextMessageId += 1), id, CUSTOMER.id, sent.body);
        if (sent.photo_ids?.length) {
          message.photos = sent.photo_ids.map((photoId) => ({
            id: photoId,
            url: '/u/1.webp',
            thumb_url: '/u/1t.webp',
          }));
        }
        state.messages[id] = [...(state.messages[id] ?? []), message];
        return HttpResponse.json({ data: message }, { status: 201 });
      }
      if (action === '/read') {
        conversation.unread_count = 0;
        return new HttpResponse(null, { status: 204 });
      }
      if (action === '/block') {
        conversation.blocked_by_me = request.method === 'POST';
        return HttpResponse.json({ data: conversation });
      }
      if (action === '/report') return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
      return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
    }),
  );
  return { state, calls };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` under `path` at `route`, with a session for `user` (or none). */
export function renderAt(
  element: ReactElement,
  { path, route, user = CUSTOMER }: { path: string; route: string; user?: AuthUser | null },
) {
  const store = createTestStore({
    preloadedState: user ? { session: makeSignedInSession(user) } : undefined,
  });
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { store, route },
  );
}
