/** Limits shared by forms and the server. */
export const passwordMinLength = 6;
export const passwordMaxLength = 128;
export const nameMaxLength = 100;
export const emailMaxLength = 254;
