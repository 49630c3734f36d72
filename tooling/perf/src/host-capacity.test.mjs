import assert from 'node:assert/strict';
import { test } from 'node:test';
import { capacityFrom, describeHost, measureHostCapacity } from './host-capacity.mjs';

test('the capacity sums each thread’s speed beside the loop run alone', () => {
  const table = [
    // [alone ms, together ms, capacity]
    [100, [100, 100], 2], // two free cores
    [100, [150, 150], 1.33], // one core busy elsewhere: three threads share two cores
    [100, [200, 200], 1], // one core's worth for the two
    [100, [100, 200], 1.5],
    [100, [100], 1],
    [80, [100, 100, 100, 100], 3.2],
    [100, [], Number.NaN],
    [0, [100], Number.NaN],
    [100, [0, 100], Number.NaN],
    [100, [Number.NaN, 100], Number.NaN],
    [100, [Number.POSITIVE_INFINITY], Number.NaN],
  ];
  for (const [alone, together, capacity] of table)
    assert.equal(capacityFrom(alone, together), capacity, `${alone} / ${together}`);
});

test('a measurement on this host runs the loop on real threads and gives a capacity it can have', async () => {
  const { capacity, threads } = await measureHostCapacity({ threads: 2, iterations: 2_000_000 });
  assert.equal(threads, 2);
  assert.ok(capacity > 0.3 && capacity <= 2.5, `capacity ${capacity}`);
  assert.match(describeHost(), /^\d+ x \S/);
});
