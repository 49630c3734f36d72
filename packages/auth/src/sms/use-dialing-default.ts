import { useSiteSelector } from '@site/api-core';
import { useVisitorLocationQuery } from '../auth-api';

/** A dialing code or country code the platform sent, if it is a non-empty string. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The dialing code (and country) the SMS login and the mobile registration start on: the site's
 * own (a member's, from member info) when it has one, else the visitor's from
 * `GET /wps/system/location` (section 3's `countryCode and countryDialingCode`). The location is
 * asked for only while the site has no code; a null, empty or wrong-typed answer leaves no code.
 */
export function useDialingDefault(): { dialingCode: string; countryCode: string | null } {
  const siteCode = useSiteSelector((state) => state.site.countryDialingCode);
  const siteCountry = useSiteSelector((state) => state.site.countryCode);
  const { data } = useVisitorLocationQuery(undefined, { skip: text(siteCode) !== null });
  const location = typeof data === 'object' && data !== null ? data : null;
  const fromSite = text(siteCode);
  if (fromSite !== null) return { dialingCode: fromSite, countryCode: text(siteCountry) };
  return {
    dialingCode: text(location?.countryDialingCode) ?? '',
    countryCode: text(siteCountry) ?? text(location?.countryCode),
  };
}
