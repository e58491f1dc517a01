// The notifications module's public surface beyond service.ts: its scheduled job (decision 039).
export { notificationsTickJob } from './jobs';
