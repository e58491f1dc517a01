// Loaded with `node --import` into a test's own server (and each process it starts): its clock
// runs E2E_CLOCK_OFFSET_MS ahead of the real one, at the instant the test's pages are set to with
// page.clock, so the server's "today" and the browser's agree on a day of the test's choosing.
// Timers are left alone: only the time of day moves.
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS);
if (Number.isFinite(offset) && offset !== 0) {
  const RealDate = Date;
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}
