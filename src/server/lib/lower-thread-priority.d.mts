// Types of lower-thread-priority.mjs (plain JavaScript, so worker threads load it without a build).
export declare const backgroundNice: number;
export declare function lowerThisThreadPriority(): number | null;
