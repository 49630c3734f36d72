import { describe, expect, it } from 'vitest';
import { flattenWhitelabelTree, mergeFlags, resolveFlags } from './whitelabel';

const tree = [
  { modId: 'REWCEN3', enabled: true, childrenNodes: [{ modId: 'PTSYS3', enabled: '1' }] },
  { modId: 'MAILCEN', enabled: '1', childrenNodes: [{ modId: 'INBOX3', enabled: '0' }] },
  { modId: 'AGEPAG', enabled: false, childrenNodes: [{ modId: 'AGEREGDOWN3', enabled: true }] },
  { modId: 'SOMETHING_NEW', enabled: true },
  { modId: 'DEPOSIT', enabled: 'Y' },
  'garbage',
];

describe('flattenWhitelabelTree', () => {
  it('reads every known module, with the platform value spellings', () => {
    expect(flattenWhitelabelTree(tree)).toEqual({
      REWCEN3: true,
      PTSYS3: true,
      MAILCEN: true,
      INBOX3: false,
      AGEPAG: false,
      AGEREGDOWN3: false,
      DEPOSIT: true,
    });
  });

  it('turns off a module whose parent is off', () => {
    expect(flattenWhitelabelTree(tree).AGEREGDOWN3).toBe(false);
  });

  it('accepts the consolidated settings object and ignores junk', () => {
    expect(flattenWhitelabelTree({ whitelabel: [{ modId: 'GEETEST3', enabled: 1 }] })).toEqual({
      GEETEST3: true,
    });
    expect(flattenWhitelabelTree(null)).toEqual({});
    expect(flattenWhitelabelTree('x')).toEqual({});
  });
});

describe('mergeFlags', () => {
  it('lets the server win over theme defaults and keeps defaults it does not name', () => {
    const defaults = { PTSYS3: false, FREEPLAY3: true, GEETEST3: true };
    expect(mergeFlags(defaults, { PTSYS3: true, GEETEST3: false })).toEqual({
      PTSYS3: true,
      FREEPLAY3: true,
      GEETEST3: false,
    });
    expect(resolveFlags(defaults, [{ modId: 'FREEPLAY3', enabled: '0' }]).FREEPLAY3).toBe(false);
  });
});
