// The widgets module's public surface beyond service.ts: writing the counted widget requests out
// at shutdown (decision 039).
export { flushWidgetRequests } from './usage-counter';
