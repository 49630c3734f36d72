import { describe, expect, it } from 'vitest';
import { decodeConfirmations, proofProblem, receivedAnswer } from './confirmation-rules';

const MB = 1024 * 1024;

describe('section 4: "Received sends Y. Not received requires a proof image and sends N. Auto-confirmed items send A."', () => {
  it.each([
    ['N', 'Y'],
    ['Y', 'A'],
  ] as const)('isAutoConfirmed %s: received sends %s', (isAutoConfirmed, answer) => {
    expect(receivedAnswer({ isAutoConfirmed })).toBe(answer);
  });
});

describe('the proof of a not-received payment: one image, jpg, jpeg or png, at most 5 MB', () => {
  it.each([
    [null, 'proof_required'],
    [{ name: 'proof.jpg', size: 1000, type: 'image/jpeg' }, null],
    [{ name: 'proof.JPEG', size: 1000, type: 'image/jpeg' }, null],
    [{ name: 'proof.png', size: 5 * MB, type: 'image/png' }, null],
    [{ name: 'proof.png', size: 5 * MB + 1, type: 'image/png' }, 'proof_size'],
    [{ name: 'proof.gif', size: 1000, type: 'image/gif' }, 'proof_type'],
    [{ name: 'proof.pdf', size: 1000, type: 'application/pdf' }, 'proof_type'],
    [{ name: 'proof.png', size: 1000, type: 'text/html' }, 'proof_type'],
    [{ name: 'proof', size: 1000, type: '' }, 'proof_type'],
  ])('%j -> %s', (file, problem) => {
    expect(proofProblem(file)).toBe(problem);
  });
});

describe('section 3: payment confirmation item (payDetailId, isAutoConfirmed, amount, remainingAmount)', () => {
  it('decodes defensively', () => {
    expect(
      decodeConfirmations([
        { payDetailId: 1, isAutoConfirmed: 'Y', amount: 10, remainingAmount: 4 },
        { payDetailId: '2', amount: '5.5' },
        { amount: 3 },
        null,
        'x',
      ]),
    ).toEqual([
      { payDetailId: 1, isAutoConfirmed: 'Y', amount: 10, remainingAmount: 4 },
      { payDetailId: 2, isAutoConfirmed: 'N', amount: 5.5, remainingAmount: 5.5 },
    ]);
  });
  it.each([null, undefined, {}, 'list', 3])('%j decodes to an empty list', (value) => {
    expect(decodeConfirmations(value)).toEqual([]);
  });
});
