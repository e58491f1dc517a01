// The seeder module's public surface beyond service.ts (decision 039): the starter library's
// installer, run at start-up, the job that narrates what it and the seeder wrote, and how far that
// narration is. The starter library itself is a module of its own (modules/starter-library).
export { installStarterLibrary } from './install';
export { starterNarrationJob } from './jobs';
export { starterNarrationProgress } from './narration-progress';
