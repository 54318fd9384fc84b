// Preloaded into the visual-regression server (`node --require`): shifts the process's clock so
// "now" starts at SEED_DATE and then runs on normally. The seed, the API's date rules and the
// embedded database (PGlite reads the clock through Date) all see the same fixed calendar, so the
// pages render the same dates on any real day. Timers are untouched: only the reading moves.
'use strict';

const seedDate = process.env.SEED_DATE;
if (seedDate) {
  const RealDate = Date;
  const start = RealDate.parse(seedDate);
  if (Number.isNaN(start)) throw new Error(`SEED_DATE is not a date: ${seedDate}`);
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  // A Proxy keeps Date.prototype, instanceof, Date.parse and Date.UTC exactly as they were.
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget);
    },
    apply() {
      return new RealDate(now()).toString();
    },
    get(target, property, receiver) {
      return property === 'now' ? now : Reflect.get(target, property, receiver);
    },
  });
}
