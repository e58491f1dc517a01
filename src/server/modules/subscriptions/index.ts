// The subscriptions module's public surface beyond service.ts: cancelling a member's subscription
// before their account is erased (decision 039).
export { cancelBeforeErasure } from './cancel-for-erasure';
