import { isApiError } from './api-error';

/** The device has no connection (the browser knows; a server that does not answer is another failure). */
export const isDeviceOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A request that got no answer because the device is offline (and the service worker kept none). */
export const isOfflineFailure = (error: unknown) =>
  isApiError(error) && error.status === 0 && isDeviceOffline();
