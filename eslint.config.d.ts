// What tests/lint reads from eslint.config.js besides the configuration itself.
declare const config: unknown[];
export default config;
export const webFolderKinds: Record<string, string>;
export function checkWebFolders(folders: string[]): void;
