import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pathLines, simulatedNodes } from './lantern-path.mjs';

const at = (ms) => 1_000_000_000 + ms * 1000;

const trace = {
  traceEvents: [
    { name: 'TracingStartedInPage', ts: at(-0.1) },
    {
      name: 'ResourceSendRequest',
      ts: at(0),
      args: { data: { requestId: '1', url: 'http://127.0.0.1:4190/' } },
    },
    { name: 'ResourceFinish', ts: at(603), args: { data: { requestId: '1' } } },
    { name: 'Task', ts: at(603), dur: 41_000 },
    {
      name: 'ResourceSendRequest',
      ts: at(603),
      args: { data: { requestId: '2', url: 'http://127.0.0.1:4190/assets/vendor.js' } },
    },
    { name: 'ResourceFinish', ts: at(2256), args: { data: { requestId: '2' } } },
    { name: 'Task', ts: at(2256), dur: 5_000 },
    {
      name: 'ResourceSendRequest',
      ts: at(2290),
      args: {
        data: {
          requestId: '3',
          url: 'http://127.0.0.1:4190/wps/relay/CCSFE_getListAnnouncements?x=1',
        },
      },
    },
    { name: 'ResourceFinish', ts: at(2443), args: { data: { requestId: '3' } } },
  ],
};

test('the simulated nodes, each request from send to finish, ordered by their simulated end', () => {
  assert.deepEqual(simulatedNodes(trace), [
    { kind: 'network', startMs: 0, endMs: 603, url: 'http://127.0.0.1:4190/' },
    { kind: 'cpu', startMs: 603, endMs: 644, url: '' },
    { kind: 'network', startMs: 603, endMs: 2256, url: 'http://127.0.0.1:4190/assets/vendor.js' },
    { kind: 'cpu', startMs: 2256, endMs: 2261, url: '' },
    {
      kind: 'network',
      startMs: 2290,
      endMs: 2443,
      url: 'http://127.0.0.1:4190/wps/relay/CCSFE_getListAnnouncements?x=1',
    },
  ]);
});

test('the table keeps every request and the CPU tasks from the given length, without origins', () => {
  const lines = pathLines(simulatedNodes(trace), 20);
  assert.equal(lines.length, 4);
  assert.match(lines[0] ?? '', /^ +0 +603 +603 {2}request {3}\/$/);
  assert.match(lines[1] ?? '', /^ +603 +644 +41 {2}CPU task {2}$/);
  assert.match(
    lines[3] ?? '',
    /2443 +153 {2}request {3}\/wps\/relay\/CCSFE_getListAnnouncements\?x=1$/,
  );
});
