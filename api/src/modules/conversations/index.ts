/**
 * The conversations module's public face: other modules import only this file. Conversations build on bids
 * (an owner writes to anyone who bid) and on the events, notifications and outbox faces; bids reach
 * conversations through the port app.ts hands them (bidConversations), so bids never import this module.
 */
export { bidConversations, unreadMessageCount } from './service.js';
