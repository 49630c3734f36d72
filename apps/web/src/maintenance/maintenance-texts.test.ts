import { describe, expect, it } from 'vitest';
import { maintenanceLanguage, maintenanceView } from './maintenance-texts';

describe('maintenance page rules', () => {
  it('maintenance wins over region restriction', () => {
    expect(
      maintenanceView({
        maintenance: true,
        regionRestriction: true,
        ip: '1.2.3.4',
        maintenanceEnd: '2026-11-22 10:00',
      }),
    ).toEqual({ kind: 'maintenance', end: '2026-11-22 10:00' });
  });
  it('region restriction shows the visitor IP', () => {
    expect(maintenanceView({ maintenance: false, regionRestriction: true, ip: '1.2.3.4' })).toEqual(
      { kind: 'denied', ip: '1.2.3.4' },
    );
  });
  it('with neither, the page leaves for home', () => {
    expect(maintenanceView({ maintenance: false, regionRestriction: false })).toEqual({
      kind: 'leave',
    });
  });
  it('speaks Thai, Japanese or Chinese by the saved language, Chinese by default', () => {
    expect(maintenanceLanguage('TH')).toBe('th');
    expect(maintenanceLanguage('JA')).toBe('ja');
    expect(maintenanceLanguage('TW')).toBe('zh-TW');
    expect(maintenanceLanguage('EN')).toBe('zh-CN');
    expect(maintenanceLanguage(undefined)).toBe('zh-CN');
  });
});
