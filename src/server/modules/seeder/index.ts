// The seeder module's public surface beyond service.ts (decision 039): the starter library's
// installer, run at start-up, and the job that narrates what it and the seeder wrote.
export { installStarterLibrary } from './install';
export { starterNarrationJob } from './jobs';
