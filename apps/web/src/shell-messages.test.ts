import { findTranslationProblems } from '@site/i18n/testing';
import { describe, expect, it } from 'vitest';
import { loadAllShellMessages } from './shell-messages';

describe('shell messages', () => {
  it('are complete in all six languages with the same placeholders', async () => {
    expect(findTranslationProblems(await loadAllShellMessages())).toEqual([]);
  });
});
