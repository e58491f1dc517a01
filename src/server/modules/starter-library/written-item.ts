/** A prayer or meditation written for the starter library: its title, and its body's paragraphs. */
export type WrittenItem = { title: string; paragraphs: string[] };
