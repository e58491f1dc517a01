// The widgets module's public surface beyond service.ts: writing the counted widget requests out
// at shutdown, and the daily job that keeps a month of usage (decision 039).
export { widgetUsagePruneJob } from './jobs';
export { flushWidgetRequests } from './usage-counter';
