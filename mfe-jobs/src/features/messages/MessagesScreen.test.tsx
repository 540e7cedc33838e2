import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from '@prohive/shared/testing';
import ConversationPage from '../../pages/ConversationPage';
import MessagesPage from '../../pages/MessagesPage';
import {
  CUSTOMER,
  fakeMessagesApi,
  makeConversation,
  makeMessage,
  renderAt,
} from '../../testing/fakeMessagesApi';

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup();
});

const renderList = (signedIn = true) =>
  renderAt(<MessagesPage />, { path: '/messages', route: '/messages', user: signedIn ? CUSTOMER : null });
const renderThread = (id: number | string) =>
  renderAt(<ConversationPage />, { path: '/messages/:conversationId', route: `/messages/${id}` });

describe('/messages', () => {
  it('sends a signed-out visitor to sign in and remembers the page', async () => {
    fakeMessagesApi({});
    renderList(false);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth'));
    expect(document.cookie).toContain('previousPage');
  });

  it('lists conversations newest first with the other party, job, last message, time and unread count', async () => {
    fakeMessagesApi({
      conversations: [
        makeConversation(1, {
          last_message: {
            id: 9,
            body: 'On my way',
            sender_id: CUSTOMER.id,
            created_at: new Date().toISOString(),
          },
        }),
        makeConversation(2, {
          updated_at: new Date().toISOString(),
          unread_count: 3,
          last_message: {
            id: 8,
            body: 'Here is my quote',
            sender_id: 72,
            created_at: new Date().toISOString(),
          },
        }),
      ],
    });
    renderList();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('Pro 2');
    expect(rows[0]).toHaveTextContent('Fix the sink 2');
    expect(rows[0]).toHaveTextContent('Here is my quote');
    expect(rows[0]).toHaveTextContent('3 unread messages');
    expect(rows[0]).toHaveAttribute('href', '/messages/2');
    expect(rows[1]).toHaveTextContent('You: On my way');
    expect(rows[1]).toHaveTextContent('just now');
    expect(screen.getByText('Choose a conversation to read and reply.')).toBeInTheDocument();
  });

  it('pages with Show more conversations', async () => {
    const conversations = Array.from({ length: 25 }, (_, index) => makeConversation(index + 1));
    fakeMessagesApi({ conversations });
    renderList();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more conversations' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Show more conversations' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    fakeMessagesApi({});
    renderList();
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
  });

  it('shows an error with a retry that recovers', async () => {
    let fail = true;
    fakeMessagesApi({
      conversations: [makeConversation(1)],
      override: (call) =>
        fail && call.path === '/api/conversations'
          ? HttpResponse.json({ message: 'Down' }, { status: 400 })
          : undefined,
    });
    renderList();
    expect(
      await screen.findByRole('heading', { name: 'Your conversations could not be loaded' }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Pro 1/ })).toBeInTheDocument();
  });
});

describe('/messages/:conversationId', () => {
  it('shows the thread oldest first, marks it read and shows Seen on my last read message', async () => {
    const api = fakeMessagesApi({
      conversations: [makeConversation(1, { unread_count: 1, other_last_read_message_id: 2 })],
      messages: {
        1: [
          makeMessage(1, 1, CUSTOMER.id, 'Hello, can you come Tuesday?'),
          makeMessage(2, 1, CUSTOMER.id, 'Morning is best'),
          makeMessage(3, 1, 71, 'Yes, 9am works'),
        ],
      },
    });
    renderThread(1);
    const log = await screen.findByRole('log', { name: 'Messages with Pro 1' });
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Hello, can you come Tuesday?'),
      expect.stringContaining('Morning is best'),
      expect.stringContaining('Yes, 9am works'),
    ]);
    expect(within(items[1]!).getByText('Seen')).toBeInTheDocument();
    expect(within(items[0]!).queryByText('Seen')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/api/conversations/1/read',
          body: { last_read_message_id: 3 },
        }),
      ),
    );
    expect(screen.getByRole('link', { name: 'Fix the sink 1' })).toHaveAttribute('href', '/job/42');
  });

  it('renders bodies as text: no HTML, no javascript: links, safe http(s) links', async () => {
    fakeMessagesApi({
      conversations: [makeConversation(1)],
      messages: {
        1: [
          makeMessage(1, 1, 71, '<script>window.hacked = true</script><b>bold</b>'),
          makeMessage(2, 1, 71, 'javascript:alert(1) and <a href="javascript:alert(2)">x</a>'),
          makeMessage(3, 1, 71, 'Photos: https://example.com/p?a=1&b=2. Thanks'),
        ],
      },
    });
    const { container } = renderThread(1);
    const log = await screen.findByRole('log');
    expect(within(log).getByText('<script>window.hacked = true</script><b>bold</b>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    const links = within(log).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/p?a=1&b=2');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('loads earlier messages on request', async () => {
    const messages = Array.from({ length: 35 }, (_, index) => makeMessage(index + 1, 1, 71));
    fakeMessagesApi({ conversations: [makeConversation(1)], messages: { 1: messages } });
    renderThread(1);
    const log = await screen.findByRole('log');
    expect(within(log).getAllByRole('listitem')).toHaveLength(30);
    expect(within(log).queryByText('Message 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(35));
    expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('Message 1');
  });

  it('sends with Enter, keeps Shift+Enter as a new line, counts characters and appends the message at once', async () => {
    const api = fakeMessagesApi({ conversations: [makeConversation(1)], messages: { 1: [] } });
    renderThread(1);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(screen.getByText('22 / 5,000 characters')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const log = await screen.findByRole('log');
    expect(within(log).getByText(/First line\s+second line/)).toBeInTheDocument();
    expect(box).toHaveValue('');
    const posts = api.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/messages'));
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ body: 'First line\nsecond line' });
  });

  it('refuses an empty or too long message before calling the api', async () => {
    const api = fakeMessagesApi({ conversations: [makeConversation(1)], messages: { 1: [] } });
    renderThread(1);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Write a message first.');
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(5001));
    expect(screen.getByText('5,001 / 5,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/messages'))).toBe(false);
  });

  it.each([
    [403, { message: 'Pro 1 has blocked this conversation.' }, 'Pro 1 has blocked this conversation.'],
    [422, { message: 'Invalid', errors: { body: ['The message is too long.'] } }, 'The message is too long.'],
    [
      429,
      { message: 'Too many requests' },
      'You are sending messages too quickly. Wait a moment, then try again.',
    ],
  ])('shows the api refusal %i inline and keeps the draft', async (status, body, text) => {
    fakeMessagesApi({
      conversations: [makeConversation(1)],
      messages: { 1: [] },
      override: (call) =>
        call.method === 'POST' && call.path.endsWith('/messages')
          ? HttpResponse.json(body, { status })
          : undefined,
    });
    renderThread(1);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(box).toHaveValue('Hello');
  });

  it('uploads chosen photos as message photos and sends their ids', async () => {
    // jsdom's FormData and File are foreign to Node's fetch, which would refuse the multipart body; the page's
    // own are swapped for Node's for this test (the browser has one kind, so nothing else changes).
    const form = new Response('a=b', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    const NodeFormData = (await form.formData()).constructor;
    const { File: NodeFile } = await import('node:buffer');
    const pageFormData = window.FormData;
    Object.assign(window, { FormData: NodeFormData });
    try {
      const api = fakeMessagesApi({ conversations: [makeConversation(1)], messages: { 1: [] } });
      renderThread(1);
      const box = await screen.findByRole('textbox', { name: 'Message' });
      const file = new NodeFile(['jpeg bytes'], 'leak.jpg', { type: 'image/jpeg' }) as unknown as File;
      await user.upload(screen.getByLabelText('Add photos'), file);
      expect(screen.getByRole('list', { name: 'Photos to send' })).toHaveTextContent('leak.jpg');
      await user.type(box, 'See the leak{Enter}');
      await waitFor(() =>
        expect(api.calls).toContainEqual(
          expect.objectContaining({
            method: 'POST',
            path: '/api/conversations/1/messages',
            body: { body: 'See the leak', photo_ids: ['00000000-0000-4000-8000-000000000001'] },
          }),
        ),
      );
      const upload = api.calls.find((call) => call.path === '/api/uploads');
      expect((upload?.body as FormData).get('purpose')).toBe('message_photo');
      expect(await screen.findByRole('img', { name: 'Photo 1 from you' })).toBeInTheDocument();
    } finally {
      Object.assign(window, { FormData: pageFormData });
    }
  });

  it('blocks after confirmation and then disables the composer', async () => {
    const api = fakeMessagesApi({ conversations: [makeConversation(1)], messages: { 1: [] } });
    renderThread(1);
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Pro 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByTestId('composer-disabled')).toHaveTextContent('You blocked Pro 1.');
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/conversations/1/block' }),
    );
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Unblock Pro 1?' })).getByRole('button', { name: 'Unblock' }),
    );
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/conversations/1/block' }),
    );
  });

  it('says when the other party blocked the conversation', async () => {
    fakeMessagesApi({ conversations: [makeConversation(1, { blocked_by_them: true })], messages: { 1: [] } });
    renderThread(1);
    expect(await screen.findByTestId('composer-disabled')).toHaveTextContent(
      'Pro 1 is not accepting messages in this conversation.',
    );
  });

  it('explains a conversation a moderator hid, in the thread and the inbox, and offers no composer', async () => {
    fakeMessagesApi({
      conversations: [
        makeConversation(1, { hidden_by_moderator: true, last_message: null, unread_count: 0 }),
      ],
      messages: { 1: [] },
    });
    renderThread(1);
    expect(await screen.findByRole('note')).toHaveTextContent('A moderator hid this conversation');
    expect(screen.getByTestId('composer-disabled')).toHaveTextContent('no new ones can be sent');
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('marks a hidden conversation in the inbox', async () => {
    fakeMessagesApi({
      conversations: [
        makeConversation(1, { hidden_by_moderator: true, last_message: null, unread_count: 0 }),
      ],
      messages: { 1: [] },
    });
    renderList();
    expect(await screen.findByText('Hidden by a moderator')).toBeInTheDocument();
  });

  it('reports with a reason of 3 to 500 characters', async () => {
    const api = fakeMessagesApi({ conversations: [makeConversation(1)], messages: { 1: [] } });
    renderThread(1);
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Pro 1?' });
    await user.type(within(dialog).getByLabelText('What is wrong?'), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tell us in 3 to 500 characters');
    await user.click(within(dialog).getByLabelText('What is wrong?'));
    await user.paste('t a real pro, asked for cash');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/api/conversations/1/report',
        body: { reason: 'not a real pro, asked for cash' },
      }),
    );
  });

  it('shows not found for an unknown or malformed id, with a way back', async () => {
    fakeMessagesApi({});
    renderThread(99);
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute('href', '/messages');
  });

  it('does not call the api for an id that cannot be a conversation', async () => {
    const api = fakeMessagesApi({});
    renderThread('abc');
    expect(await screen.findByRole('heading', { name: 'Conversation not found' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/conversations/'))).toHaveLength(0);
  });
});
