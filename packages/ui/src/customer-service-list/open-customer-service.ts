import { CUSTOMER_SERVICE_POPUP, openCenteredPopup } from '../popup/open-centered-popup';
import { guardUrl } from '../url-guard/url-guard';

/** The customer-service window name: opening again reuses the window. */
export const CUSTOMER_SERVICE_WINDOW_NAME = 'customer-service';

/**
 * Opens customer service in the 440 x 750 popup. The window opens inside the click (so it is
 * not blocked), then goes to the link once it is known (a decrypted path arrives later). Answers
 * false when nothing opened or the link is refused by the URL guard.
 */
export async function openCustomerServicePopup(
  link: string | null | Promise<string | null>,
): Promise<boolean> {
  const popup = openCenteredPopup('about:blank', {
    ...CUSTOMER_SERVICE_POPUP,
    name: CUSTOMER_SERVICE_WINDOW_NAME,
  });
  const url = guardUrl(await link);
  if (!popup) return false;
  if (!url) {
    popup.close();
    return false;
  }
  popup.location.href = url;
  return true;
}
