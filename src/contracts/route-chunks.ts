/**
 * The id of the JSON block in which a server-rendered page lists its route's chunks, each after
 * the chunks it imports (route-preloads.ts): the browser evaluates them one per task before it
 * draws the route (src/web/main.tsx), instead of the whole graph in one long task on a phone.
 */
export const routeChunksId = 'psalmlight-route-chunks';
