export type ResourceType =
  'IOS' | 'Android' | 'H5' | 'QQ' | 'WECHAT' | 'ZALO' | 'SpeedTest' | (string & {});

export interface Resource {
  resourceType: ResourceType;
  url?: string;
  qrCodeUrl?: string;
}

export type CustomerServiceType =
  'AICAN' | 'MIDUOKE' | 'LIVECHAT' | 'COMM100' | 'COMM100VIP' | 'TX-CHAT';

export interface CustomerServiceEntry {
  /** Encrypted unless it begins with http. */
  path: string;
  csType: CustomerServiceType | (string & {});
  /** '3' is an online-chat link. */
  type: string;
  csPosition?: string;
  labelIds?: number[];
  title?: string;
}

export interface DomainRouteEntry {
  domainName: string;
  speed?: number;
}

export interface WhitelabelNode {
  modId: string;
  enabled: boolean | '0' | '1' | 0 | 1;
  childrenNodes?: WhitelabelNode[];
}

export interface SmsProvider {
  apiKey?: string;
  authDomain?: string;
  projectId?: string;
  firebase?: boolean;
}

export interface PermissionInfo {
  imageCDNs?: string[];
  launchGameCDNs?: string[];
  smsProvider?: SmsProvider;
  whitelabel?: WhitelabelNode[];
  maintenance?: boolean;
  regionRestriction?: boolean;
  ip?: string;
}

export interface ConsolidatedSettings {
  domainRoute?: DomainRouteEntry[];
  resources?: Resource[];
  customerService?: CustomerServiceEntry[];
  register?: Record<string, unknown>;
  whitelabel?: WhitelabelNode[];
  [key: string]: unknown;
}

export interface SystemStatusRequest {
  host: string;
}

export interface SystemStatus {
  maintenance: boolean;
  regionRestriction: boolean;
  ip?: string;
  maintenanceStart?: string;
  maintenanceEnd?: string;
}

export interface LocationInfo {
  countryCode?: string;
  countryDialingCode?: string;
  ip?: string;
}

export interface MobileTemplate {
  web_logo?: string;
  favicon?: string;
  splash?: string;
  app_desc?: string;
  bottom_app_desc?: string;
  login_prompt_text?: string;
}

export interface Templates {
  mobileTemplate?: MobileTemplate;
  [key: string]: unknown;
}

export interface DomainRouteResponse {
  customerService?: CustomerServiceEntry[];
  domainList?: DomainRouteEntry[];
}

export interface PingRequest {
  /** Speed stamp (a timestamp) that defeats caches. */
  t: number;
}

export interface HelpCenterRequest {
  lang: string;
  device: 'WEB';
}

export interface HelpMenuNode {
  id: number | string;
  title: string;
  content?: string;
  tag?: string;
  children?: HelpMenuNode[];
}

export interface FeedbackRequest {
  sender?: string;
  content: string;
  /** 1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply agent, 0 other. */
  type: 0 | 1 | 2 | 3 | 4 | 6;
  captcha: string;
  file?: string;
}

export interface DownloadSettingRequest {
  domain: string;
}

export interface TelegramLoginSetting {
  botId: string;
  authDomain: string;
}

export interface SpeedTestRequest {
  t: number;
}
