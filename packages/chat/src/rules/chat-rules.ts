import { CHAT_LIMITS, TRIAL_KIND } from '../constants';

/** An unread count as shown: '' for none, the number up to 99, dots above (section 4). */
export function unreadLabel(count: unknown): '' | '…' | string {
  const n = typeof count === 'number' && Number.isFinite(count) ? Math.floor(count) : 0;
  if (n <= 0) return '';
  return n > CHAT_LIMITS.unreadMax ? '…' : String(n);
}

/** Reads `count` or `unReadCount` from an unread answer; anything else is 0. */
export function unreadCountOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  if (typeof value !== 'object' || value === null) return 0;
  const record = value as Record<string, unknown>;
  const raw = typeof record.unReadCount === 'number' ? record.unReadCount : record.count;
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? Math.floor(raw) : 0;
}

export interface ChatAccess {
  signedIn: boolean;
  isAgent: number | null;
  /** The chat flag (ADR 0125): undefined means on. */
  chatFlag: boolean | undefined;
  /** `hasPermission` from CBS_groupPermission; undefined while unknown. */
  hasPermission: boolean | undefined;
}

export type ChatVerdict = 'allowed' | 'visitor' | 'trial' | 'off' | 'no-permission' | 'checking';

/**
 * Who may chat (sections 2 and 6): players with the chat flag on and permission granted;
 * visitors and isAgent 4 never.
 */
export function chatVerdict(access: ChatAccess): ChatVerdict {
  if (!access.signedIn) return 'visitor';
  if (access.isAgent === TRIAL_KIND) return 'trial';
  if (access.chatFlag === false) return 'off';
  if (access.hasPermission === undefined) return 'checking';
  return access.hasPermission ? 'allowed' : 'no-permission';
}

/** Whether the chat calls may be made at all (no permission call for visitors, trials or flag off). */
export function mayAskChat(access: Omit<ChatAccess, 'hasPermission'>): boolean {
  return access.signedIn && access.isAgent !== TRIAL_KIND && access.chatFlag !== false;
}
