export { GlobalLogoutButton } from './global-logout-button';
