import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cpuSlowdownFor, createHostSpeed } from './cpu-calibration.mjs';

test('the CPU slowdown scales with the host benchmark index around 4x at 1750', () => {
  const table = [
    // [benchmark index, slowdown]
    [1750, 4],
    [2000, 4.57],
    [2800, 6.4],
    [1634, 3.73],
    [1000, 2.29],
    [800, 1.83],
    [437, 1],
    [100, 1],
    [5000, 10],
    [undefined, 4],
    [Number.NaN, 4],
    [0, 4],
    [-20, 4],
  ];
  for (const [index, slowdown] of table)
    assert.equal(cpuSlowdownFor(index), slowdown, `index ${index}`);
});

test('the host speed is the median of the last three indexes, ignoring unusable ones', () => {
  const speed = createHostSpeed();
  assert.equal(speed.current(), undefined);
  speed.add(1600);
  assert.equal(speed.current(), 1600);
  speed.add(800);
  assert.equal(speed.current(), 1200);
  speed.add(Number.NaN);
  speed.add(1500);
  assert.equal(speed.current(), 1500);
  speed.add(1700);
  speed.add(1650);
  assert.equal(speed.current(), 1650);
});
