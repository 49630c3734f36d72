import { describe, expect, it } from 'vitest';
import { descriptionProblem, feedbackBody, imageProblem } from './feedback-rules';

describe('Feedback: description and captcha non-empty (not_empty); description 20 to 500 characters (trimmed)', () => {
  it.each([
    ['', 'not_empty'],
    ['      ', 'not_empty'],
    ['a'.repeat(19), 'too_short'],
    [`   ${'a'.repeat(19)}   `, 'too_short'],
    ['a'.repeat(20), null],
    [`  ${'a'.repeat(20)}  `, null],
    ['a'.repeat(500), null],
    ['a'.repeat(501), 'too_long'],
  ] as const)('%j -> %s', (text, problem) => {
    expect(descriptionProblem(text)).toBe(problem);
  });
});

describe('Images jpg, jpeg, png only, max 5 MB (5242880 bytes); one for feedback', () => {
  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg', size: 10 }, null],
    [{ name: 'a.JPEG', type: 'image/jpeg', size: 10 }, null],
    [{ name: 'a.png', type: 'image/png', size: 5_242_880 }, null],
    [{ name: 'a.png', type: 'image/png', size: 5_242_881 }, 'size'],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, 'type'],
    [{ name: 'a.png.exe', type: 'image/png', size: 10 }, 'type'],
    [{ name: 'a.webp', type: 'image/webp', size: 10 }, 'type'],
  ] as const)('%j -> %s', (file, problem) => {
    expect(imageProblem(file)).toBe(problem);
  });
});

describe('Visitors can use feedback without image upload or username', () => {
  const draft = {
    type: 1 as const,
    content: '  twenty characters at least  ',
    captcha: ' 1234 ',
    captchaId: 'c1',
    file: 'data:image/png;base64,AAAA',
  };
  it('a visitor sends neither sender nor file, whatever the form holds', () => {
    expect(feedbackBody(draft, { signedIn: false, username: 'someone' })).toEqual({
      content: 'twenty characters at least',
      type: 1,
      captcha: '1234',
      captchaId: 'c1',
    });
  });
  it('a player sends the username as sender and the image', () => {
    expect(feedbackBody(draft, { signedIn: true, username: 'player01' })).toMatchObject({
      sender: 'player01',
      file: 'data:image/png;base64,AAAA',
    });
  });
});
