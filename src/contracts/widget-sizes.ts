// No zod here: the browser's widget suggestion imports this and must not evaluate the psalm schemas.

/** 001 §3: the home-screen widget's sizes, in grid cells (columns x rows). */
export const widgetSizes = [
  { size: 'small', columns: 2, rows: 2 },
  { size: 'medium', columns: 4, rows: 2 },
  { size: 'large', columns: 4, rows: 4 },
] as const;
