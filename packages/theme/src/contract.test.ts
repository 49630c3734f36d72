import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SiteTheme, ThemeBehaviour } from './contract';
import { mergeSiteTheme } from './server-templates';
import { testTheme } from './testing';

describe('SiteTheme.behaviour (optional merchant behaviour)', () => {
  it('is optional: a theme built without it stays a valid SiteTheme with no behaviour', () => {
    expect(testTheme.behaviour).toBeUndefined();
    expectTypeOf<SiteTheme['behaviour']>().toEqualTypeOf<ThemeBehaviour | undefined>();
    expectTypeOf<ThemeBehaviour['registrationMethod']>().toEqualTypeOf<
      'POST' | 'PUT' | undefined
    >();
  });

  it('survives the merge with server templates and can be set or changed by an override', () => {
    const merchant: SiteTheme = {
      ...testTheme,
      behaviour: { loginCaptchaReopensModal: true, registrationMethod: 'PUT' },
    };
    expect(mergeSiteTheme(merchant, { templates: { header: 'compact' } }).behaviour).toEqual({
      loginCaptchaReopensModal: true,
      registrationMethod: 'PUT',
    });
    expect(
      mergeSiteTheme(merchant, { behaviour: { loginCaptchaReopensModal: false } }).behaviour,
    ).toEqual({ loginCaptchaReopensModal: false, registrationMethod: 'PUT' });
    expect(
      mergeSiteTheme(testTheme, { behaviour: { registrationMethod: 'PUT' } }).behaviour,
    ).toEqual({ registrationMethod: 'PUT' });
  });
});
