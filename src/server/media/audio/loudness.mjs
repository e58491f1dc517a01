// Integrated loudness of a mono signal by ITU-R BS.1770-4 (EBU R128's measure): K-weighting,
// 400 ms blocks overlapping by 75 %, an absolute gate at -70 LUFS and a relative gate 10 LU below
// the absolutely gated mean. Plain JavaScript so the transcoding worker thread runs it as it is.

const absoluteGate = -70;
const relativeGate = -10;

/**
 * The K-weighting pre-filter and RLB high-pass for any sample rate: libebur128's analogue
 * prototypes through the bilinear transform, which give BS.1770's published 48 kHz coefficients.
 */
export function kWeighting(rate) {
  let f0 = 1681.974450955533;
  const gain = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / rate);
  const vh = 10 ** (gain / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf = {
    b: [
      (vh + (vb * k) / q + k * k) / a0,
      (2 * (k * k - vh)) / a0,
      (vh - (vb * k) / q + k * k) / a0,
    ],
    a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0],
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / rate);
  a0 = 1 + k / q + k * k;
  const highPass = { b: [1, -2, 1], a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0] };
  return [shelf, highPass];
}

const loudnessOf = (meanSquare) => -0.691 + 10 * Math.log10(meanSquare);

/**
 * A meter fed the signal in chunks of any length (`push`); `integrated()` answers the loudness in
 * LUFS (-Infinity when no block passes the absolute gate: silence, or under 400 ms of sound) and
 * `peak()` the largest absolute sample.
 */
export function createLoudnessMeter(rate) {
  const stages = kWeighting(rate).map((c) => ({ ...c, z1: 0, z2: 0 }));
  const hop = Math.round(rate / 10);
  const hops = [];
  const blocks = [];
  let hopSum = 0;
  let hopFill = 0;
  let peak = 0;

  function filtered(x) {
    let y = x;
    for (const s of stages) {
      // Direct form II transposed.
      const out = s.b[0] * y + s.z1;
      s.z1 = s.b[1] * y - s.a[0] * out + s.z2;
      s.z2 = s.b[2] * y - s.a[1] * out;
      y = out;
    }
    return y;
  }

  return {
    push(samples) {
      for (let i = 0; i < samples.length; i++) {
        const x = samples[i];
        const magnitude = x < 0 ? -x : x;
        if (magnitude > peak) peak = magnitude;
        const y = filtered(x);
        hopSum += y * y;
        if (++hopFill < hop) continue;
        hops.push(hopSum);
        hopSum = 0;
        hopFill = 0;
        if (hops.length >= 4) {
          const n = hops.length;
          blocks.push((hops[n - 1] + hops[n - 2] + hops[n - 3] + hops[n - 4]) / (4 * hop));
          if (n > 8) hops.splice(0, n - 4);
        }
      }
    },
    integrated() {
      const loud = blocks.filter((z) => z > 0 && loudnessOf(z) > absoluteGate);
      if (loud.length === 0) return -Infinity;
      const threshold =
        loudnessOf(loud.reduce((sum, z) => sum + z, 0) / loud.length) + relativeGate;
      const gated = loud.filter((z) => loudnessOf(z) > threshold);
      return loudnessOf(gated.reduce((sum, z) => sum + z, 0) / gated.length);
    },
    peak: () => peak,
  };
}
