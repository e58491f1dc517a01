/**
 * A backup or restore that cannot go on, in words for the operator who ran the command: what was
 * found, and that nothing was changed (every refusal comes before the first write).
 */
export class BackupError extends Error {}
