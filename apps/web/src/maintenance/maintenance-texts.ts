/**
 * The maintenance page speaks Thai, Japanese or Chinese by the saved language (default Chinese),
 * as the platform's page did (account-access.md section 2); it does not depend on i18n loading.
 */
export type MaintenanceLanguage = 'th' | 'ja' | 'zh-CN' | 'zh-TW';

export interface MaintenanceTexts {
  maintenanceTitle: string;
  maintenanceBody: string;
  until: string;
  deniedTitle: string;
  deniedBody: string;
  contact: string;
}

export const MAINTENANCE_TEXTS: Readonly<Record<MaintenanceLanguage, MaintenanceTexts>> = {
  th: {
    maintenanceTitle: 'ระบบอยู่ระหว่างการปรับปรุง',
    maintenanceBody: 'ขออภัยในความไม่สะดวก ระบบกำลังปรับปรุง กรุณากลับมาใหม่ภายหลัง',
    until: 'คาดว่าจะเสร็จสิ้น: {end}',
    deniedTitle: 'ไม่สามารถเข้าถึงได้',
    deniedBody: 'เว็บไซต์นี้ไม่ให้บริการในพื้นที่ของคุณ IP ของคุณ: {ip}',
    contact: 'ติดต่อฝ่ายบริการลูกค้า',
  },
  ja: {
    maintenanceTitle: 'システムメンテナンス中',
    maintenanceBody:
      'ただいまシステムメンテナンス中です。しばらくしてから再度アクセスしてください。',
    until: '終了予定：{end}',
    deniedTitle: 'アクセスが拒否されました',
    deniedBody: 'お住まいの地域ではこのサイトをご利用いただけません。あなたのIP：{ip}',
    contact: 'カスタマーサービスに連絡',
  },
  'zh-CN': {
    maintenanceTitle: '系统维护中',
    maintenanceBody: '系统正在维护，给您带来不便，敬请谅解。请稍后再访问。',
    until: '预计结束时间：{end}',
    deniedTitle: '访问受限',
    deniedBody: '您所在的地区无法访问本站。您的 IP：{ip}',
    contact: '联系客服',
  },
  'zh-TW': {
    maintenanceTitle: '系統維護中',
    maintenanceBody: '系統正在維護，造成不便，敬請見諒。請稍後再訪問。',
    until: '預計結束時間：{end}',
    deniedTitle: '訪問受限',
    deniedBody: '您所在的地區無法訪問本站。您的 IP：{ip}',
    contact: '聯繫客服',
  },
};

/** TH reads Thai, JA Japanese, TW traditional Chinese; everything else (and nothing saved) Chinese. */
export function maintenanceLanguage(saved: string | null | undefined): MaintenanceLanguage {
  if (saved === 'TH') return 'th';
  if (saved === 'JA') return 'ja';
  if (saved === 'TW') return 'zh-TW';
  return 'zh-CN';
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? '');
}

/** What the page shows: maintenance wins over region restriction; with neither it leaves for `/`. */
export type MaintenanceView =
  { kind: 'maintenance'; end?: string } | { kind: 'denied'; ip: string } | { kind: 'leave' };

export function maintenanceView(status: {
  maintenance: boolean;
  regionRestriction: boolean;
  ip?: string;
  maintenanceEnd?: string;
}): MaintenanceView {
  if (status.maintenance)
    return {
      kind: 'maintenance',
      ...(status.maintenanceEnd ? { end: status.maintenanceEnd } : {}),
    };
  if (status.regionRestriction) return { kind: 'denied', ip: status.ip ?? '-' };
  return { kind: 'leave' };
}
