import { CALLS, type CallDefinition } from '@site/api-core/catalogue';
import { WHITELABEL_MODULE_IDS } from '@site/theme/flags';
import { beforeAll, describe, expect, it } from 'vitest';
import { concretePath, createHarness } from '../test/helpers';
import { handlerInput, routePath } from './app';
import type { FieldRule } from './input';

const h = createHarness();
let token = '';

beforeAll(async () => {
  const controls = h.app.world.controlsFor('default');
  for (const id of WHITELABEL_MODULE_IDS) controls.flags[id] = true;
  token = await h.login('agent01');
});

interface Answer {
  status: number;
  json: unknown;
}

async function send(
  call: CallDefinition,
  init: {
    query?: Record<string, string>;
    body?: string;
    contentType?: string;
    encryption?: string;
  },
): Promise<Answer> {
  const url = new URL(concretePath(routePath(call)), 'http://sandbox.test');
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {
    Merchant: 'default',
    Language: 'EN',
    Authorization: token,
  };
  if (init.contentType) headers['content-type'] = init.contentType;
  if (init.encryption) headers.Encryption = init.encryption;
  const response = await h.app.request(url.toString(), {
    method: call.method,
    headers,
    body: init.body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}

function expectErrorEnvelope(answer: Answer, context: string): void {
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.json, context).toMatchObject({
    success: false,
    errorCode: expect.any(String) as unknown,
    message: expect.any(String) as unknown,
  });
  expect(JSON.stringify(answer.json), context).not.toMatch(/at .*\.ts:\d+|Error: /);
}

/** A value of the wrong type or out of range for a rule, as query text and as JSON. */
function badValues(rule: FieldRule): { query: string; json: unknown } {
  switch (rule.kind) {
    case 'string':
      return { query: 'x'.repeat((rule.max ?? 100_000) + 1), json: { not: 'text' } };
    case 'int':
    case 'number':
      return { query: 'not-a-number', json: 'not-a-number' };
    case 'bool':
      return { query: 'maybe', json: 'maybe' };
    case 'list':
      return { query: 'x'.repeat(10), json: { not: 'a list' } };
    case 'object':
      return { query: 'not json', json: 42 };
  }
}

const withBody = CALLS.filter((call) => call.method === 'POST' || call.method === 'PUT');

describe('malformed input gets the error envelope on every route', () => {
  it.each(withBody.map((call) => [call.id, call] as const))(
    '%s: a body that is not JSON',
    async (_id, call) => {
      expectErrorEnvelope(
        await send(call, { body: '{"broken": ', contentType: 'application/json' }),
        call.id,
      );
      expectErrorEnvelope(
        await send(call, { body: '[1,2,3]', contentType: 'application/json' }),
        call.id,
      );
    },
  );

  it.each(withBody.filter((call) => call.encrypted).map((call) => [call.id, call] as const))(
    '%s: a body that cannot be decrypted',
    async (_id, call) => {
      const garbage = await send(call, {
        body: JSON.stringify({ value: 'bm90IGNpcGhlcnRleHQ=' }),
        contentType: 'application/json',
        encryption: 'ab'.repeat(256),
      });
      expectErrorEnvelope(garbage, call.id);
      expect(garbage.json).toMatchObject({ errorCode: 'decrypt.failed' });
      const noHeader = await send(call, {
        body: JSON.stringify({ value: 'abc' }),
        contentType: 'application/json',
      });
      expect(noHeader.json).toMatchObject({ errorCode: 'decrypt.failed' });
    },
  );

  const withFields = CALLS.filter((call) => Object.keys(handlerInput(call.id)).length > 0);

  it('covers most routes with field rules', () => {
    expect(withFields.length).toBeGreaterThan(60);
  });

  it.each(withFields.map((call) => [call.id, call] as const))(
    '%s: each field with a wrong type',
    async (_id, call) => {
      for (const [field, rule] of Object.entries(handlerInput(call.id))) {
        const bad = badValues(rule);
        const answer =
          call.method === 'GET' || call.method === 'DELETE'
            ? await send(call, { query: { [field]: bad.query } })
            : await send(call, {
                body: JSON.stringify({ [field]: bad.json }),
                contentType: 'application/json',
                encryption: call.encrypted ? 'none' : undefined,
              });
        expectErrorEnvelope(answer, `${call.id}.${field}`);
      }
    },
  );

  it.each(CALLS.map((call) => [call.id, call] as const))(
    '%s: missing fields and junk never crash',
    async (_id, call) => {
      const empty = await send(call, {
        body: call.method === 'GET' ? undefined : '{}',
        contentType: 'application/json',
        encryption: call.encrypted ? 'none' : undefined,
      });
      expect(empty.status, call.id).toBeLessThan(500);
      const junk = await send(call, {
        query: { '\u0000': '\u{1F4A5}', pageNo: '-1', gameId: '1e309' },
      });
      expect(junk.status, call.id).toBeLessThan(500);
      const required = Object.entries(handlerInput(call.id)).filter(([, rule]) => rule.required);
      if (required.length > 0) expectErrorEnvelope(empty, `${call.id} with no fields`);
    },
  );
});
