import { describe, expect, it } from 'vitest';
import cn from '../i18n/messages/cn';
import en from '../i18n/messages/en';
import ja from '../i18n/messages/ja';
import th from '../i18n/messages/th';
import tw from '../i18n/messages/tw';
import vi from '../i18n/messages/vi';

const languages = { cn, en, ja, th, tw, vi };

/**
 * WCAG 2.5.3 (label in name): a tile's play and free-trial buttons show "Play" / "Free trial" and
 * are named with the game, so the name must contain the visible text (a speech-input user says
 * what they see). axe's label-content-name-mismatch checks the rendered page; this checks every
 * language.
 */
describe('game tile labels contain the visible text, in every language', () => {
  it.each(Object.entries(languages))('%s', (_language, messages) => {
    const game = 'Golden Tiger';
    const named = (template: string) => template.replace('{{name}}', game);
    expect(named(String(messages.play_game))).toContain(String(messages.play));
    expect(named(String(messages.free_trial_game))).toContain(String(messages.free_trial));
  });
});
