/** Limits shared by forms and the server. */
export const passwordMinLength = 6;
export const passwordMaxLength = 128;
export const nameMaxLength = 100;
export const emailMaxLength = 254;

/**
 * The most devices one member receives push on. Saving one more drops the one saved longest ago
 * (decision 032).
 */
export const maxPushDevices = 10;
