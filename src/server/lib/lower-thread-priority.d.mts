// Types of lower-thread-priority.mjs (plain JavaScript, so engine scripts load it without a build).
export declare const backgroundNice: number;
export declare function lowerTask(id: number): boolean;
export declare function lowerThisThreadPriority(): number | null;
export declare function lowerThisProcessPriority(): number;
