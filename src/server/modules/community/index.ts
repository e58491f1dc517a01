// The community module's public surface (it has no service.ts): erasing a member's posts,
// comments and reactions when their account goes (decision 039).
export { eraseMemberCommunity } from './erase-member';
