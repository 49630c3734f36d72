import type { CustomerServiceEntry } from '@site/api-core/catalogue';
import { CUSTOMER_SERVICE_POPUP, openCenteredPopup } from '@site/ui';

/** The customer-service window name: opening it again reuses the window. */
export const CUSTOMER_SERVICE_WINDOW_NAME = 'customer-service';

/**
 * Entries the member may use: entries with no labels are for everyone; labelled entries only for a
 * member whose VIP club label is listed (section 6).
 */
export function customerServiceFor(
  entries: readonly CustomerServiceEntry[],
  clubLabelId: number | null | undefined,
): CustomerServiceEntry[] {
  return entries.filter(
    (entry) =>
      !entry.labelIds?.length ||
      (clubLabelId !== null && clubLabelId !== undefined && entry.labelIds.includes(clubLabelId)),
  );
}

/** Only http(s) links are opened; anything else (javascript:, data:) is refused. */
export function safeExternalUrl(url: string): string | null {
  try {
    const parsed = new URL(
      url,
      typeof location === 'undefined' ? 'https://localhost' : location.href,
    );
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The link of an entry: as is when it begins with http, else decrypted (the last 8 characters are the key). */
export async function customerServiceUrl(entry: CustomerServiceEntry): Promise<string | null> {
  if (/^https?:/i.test(entry.path)) return safeExternalUrl(entry.path);
  try {
    const { decryptCustomerServicePath } = await import('@site/api-core/cipher');
    return safeExternalUrl(decryptCustomerServicePath(entry.path));
  } catch {
    return null;
  }
}

/**
 * Opens customer service in the 440 x 750 popup: the window opens inside the click (so it is not
 * blocked), then goes to the entry's link once it is decrypted. Answers false when nothing opened.
 */
export async function openCustomerService(
  entry: CustomerServiceEntry | undefined,
): Promise<boolean> {
  if (!entry) return false;
  const popup = openCenteredPopup('about:blank', {
    ...CUSTOMER_SERVICE_POPUP,
    name: CUSTOMER_SERVICE_WINDOW_NAME,
  });
  const url = await customerServiceUrl(entry);
  if (!popup) return false;
  if (!url) {
    popup.close();
    return false;
  }
  popup.location.href = url;
  return true;
}
