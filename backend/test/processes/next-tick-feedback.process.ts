/**
 * Prints V8's feedback for `process.nextTick` after garbage collections that
 * run while no nextTick entry is alive, as a long boot does. With `keep` as
 * its argument it first loads keep-tick-object-shape. Run with
 * --expose-gc --allow-natives-syntax (see keep-tick-object-shape.spec.ts).
 */
if (process.argv[2] === 'keep')
  await import('../../src/infrastructure/runtime/keep-tick-object-shape.js');

const collectGarbage = (globalThis as { gc?: () => void }).gc!;
const nextTick = () => new Promise((resolve) => process.nextTick(resolve));

// Enough calls for V8 to allocate feedback for nextTick at all.
for (let i = 0; i < 1000; i++) await nextTick();
for (let i = 0; i < 8; i++) {
  collectGarbage();
  collectGarbage();
  await nextTick();
}
// %DebugPrint is V8 natives syntax, which TypeScript cannot parse.
new Function('f', '%DebugPrint(f)')(process.nextTick);
