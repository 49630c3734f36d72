import type { CustomerServiceEntry, Resource } from '../catalogue/shapes/system';

/**
 * Customer-service rules (account-access.md sections 3 and 6, content-and-play.md section 3),
 * pure so the shell, auth and chat share them without importing a feature.
 */

/** Entry `type` '3' is an online-chat link. */
export const ONLINE_CHAT_TYPE = '3';

/** Contact resources shown as icons beside the list (skype, QQ, WeChat, Zalo). */
export const CONTACT_RESOURCE_TYPES = ['SKYPE', 'QQ', 'WECHAT', 'ZALO'] as const;
export type ContactResourceType = (typeof CONTACT_RESOURCE_TYPES)[number];

/** Providers that need `WPSCORE_getCustomerServiceScript` before their link works (ADR 0126). */
export const SCRIPT_CS_TYPES: readonly string[] = ['COMM100', 'COMM100VIP'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keeps well-formed entries only (a path and a csType), whatever the server sent. */
export function customerServiceEntriesOf(value: unknown): CustomerServiceEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is CustomerServiceEntry =>
      isRecord(entry) && typeof entry.path === 'string' && typeof entry.csType === 'string',
  );
}

/**
 * Entries with no labels are for everyone; labelled entries only for a member whose VIP club
 * label is listed.
 */
export function customerServiceFor(
  entries: readonly CustomerServiceEntry[],
  clubLabelId: number | null | undefined,
): CustomerServiceEntry[] {
  return customerServiceEntriesOf(entries).filter((entry) => {
    const labels = Array.isArray(entry.labelIds) ? entry.labelIds : [];
    return labels.length === 0 || (typeof clubLabelId === 'number' && labels.includes(clubLabelId));
  });
}

/** Whether an entry is an online-chat link (`type` '3'). */
export function isOnlineChatEntry(entry: Pick<CustomerServiceEntry, 'type'>): boolean {
  return String(entry.type) === ONLINE_CHAT_TYPE;
}

/** The entries placed at `csPosition` (entries without a position go everywhere). */
export function customerServiceAt(
  entries: readonly CustomerServiceEntry[],
  position: string,
): CustomerServiceEntry[] {
  return entries.filter((entry) => !entry.csPosition || entry.csPosition === position);
}

/** Whether the provider needs the customer-service script first (loaded once, on demand). */
export function needsCustomerServiceScript(entry: Pick<CustomerServiceEntry, 'csType'>): boolean {
  return SCRIPT_CS_TYPES.includes(String(entry.csType).toUpperCase());
}

/** The contact resources with a url or a QR code, in the order skype, QQ, WeChat, Zalo. */
export function contactResources(resources: readonly Resource[] | unknown): Resource[] {
  const list = Array.isArray(resources) ? (resources as unknown[]) : [];
  return CONTACT_RESOURCE_TYPES.flatMap((type) =>
    list.filter(
      (resource): resource is Resource =>
        isRecord(resource) &&
        String(resource.resourceType).toUpperCase() === type &&
        (typeof resource.url === 'string' || typeof resource.qrCodeUrl === 'string'),
    ),
  );
}

/**
 * The link an entry opens: as is when the path begins with http; otherwise decrypted with the
 * last 8 characters as the key (the cipher loads on demand). Null when it cannot be read.
 */
export async function customerServiceLink(
  entry: Pick<CustomerServiceEntry, 'path'>,
): Promise<string | null> {
  const path = typeof entry.path === 'string' ? entry.path.trim() : '';
  if (path === '') return null;
  if (/^https?:/i.test(path)) return path;
  try {
    const { decryptCustomerServicePath } = await import('../cipher/customer-service');
    return decryptCustomerServicePath(path);
  } catch {
    return null;
  }
}
