export type Biquad = { b: [number, number, number]; a: [number, number] };
export function kWeighting(rate: number): [Biquad, Biquad];
export type LoudnessMeter = {
  push(samples: Float32Array): void;
  integrated(): number;
  peak(): number;
};
export function createLoudnessMeter(rate: number): LoudnessMeter;
