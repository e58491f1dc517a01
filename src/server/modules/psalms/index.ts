// The psalms module's public surface beyond service.ts: what the automation module needs to
// generate and narrate a daily psalm (decision 039), the narration content's staff ask for (handed
// over by api-routes.ts, decision 159), the week's psalms offline downloads hold, and the widget
// feed's kept answers that the server's listener serves (decision 076).
export { generatedDuration } from './duration';
export { generationError } from './errors';
export { narrate, textNarrator } from './narration';
export { psalmsOfWeek } from './readers';
export { createKeptWidgetAnswers, type KeptWidgetAnswers } from './kept-widget-answers';
