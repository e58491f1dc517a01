// The access module's public surface beyond service.ts: the free-tier rules other modules apply
// when they answer a limited viewer (decision 039).
export {
  contentTypeOf,
  isLimited,
  loadFreeRules,
  openItem,
  rulesFor,
  withhold,
  type FreeRules,
} from './free-rules';
