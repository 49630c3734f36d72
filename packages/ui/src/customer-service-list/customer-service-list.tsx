import { vars } from '@site/theme';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../styles/focus-ring';
import { guardUrl } from '../url-guard/url-guard';

/** What the list needs of a customer-service entry (the platform's `CustomerServiceEntry`). */
export interface CustomerServiceListEntry {
  title?: string | null;
  csType: string;
  /** '3' is an online-chat link. */
  type: string | number;
}

/** A contact resource (skype, QQ, WeChat, Zalo): a link, a QR code, or both. */
export interface CustomerServiceContact {
  resourceType: string;
  url?: string | null;
  qrCodeUrl?: string | null;
}

export interface CustomerServiceListProps {
  /** The entries this visitor may use (already filtered by the VIP rule). */
  entries: readonly CustomerServiceListEntry[];
  contacts?: readonly CustomerServiceContact[];
  /** Opens entry `index` (in the 440 x 750 popup: `openCustomerServicePopup`). */
  onOpen: (index: number) => void;
  /** Translated texts: the list's name, the online-chat tag and the contacts heading. */
  labels: { heading: string; onlineChat: string; contacts: string };
  /** Shown when there is no entry and no contact. */
  empty?: ReactNode;
  className?: string;
}

const Root = styled.nav`
  display: grid;
  gap: ${vars.space.sm};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeMd};
  color: ${vars.color.text};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space.xs};
`;

const Entry = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    border-color: ${vars.color.brand};
  }
  ${focusRing}
`;

const Tag = styled.span`
  padding: 0 ${vars.space.xs};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.brand};
  color: ${vars.color.onBrand};
  font-size: ${vars.font.sizeXs};
`;

const Contacts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

const Contact = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  padding: ${vars.space.xs} ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  color: ${vars.color.text};
  text-decoration: none;
  font-size: ${vars.font.sizeSm};
  ${focusRing}
`;

const ContactCard = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${vars.space.xxs};
  margin: 0;
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
  & img {
    width: 96px;
    height: 96px;
  }
`;

const CONTACT_NAMES: Readonly<Record<string, string>> = {
  SKYPE: 'Skype',
  QQ: 'QQ',
  WECHAT: 'WeChat',
  ZALO: 'Zalo',
};

/** Contact links may be web links or a skype: address (nothing else, no script URLs). */
function contactHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  if (/^skype:[A-Za-z0-9._,:-]+(\?[A-Za-z]+)?$/.test(url.trim())) return url.trim();
  return guardUrl(url);
}

function ContactIcon({ type }: { type: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.15" />
      <text x="12" y="16" textAnchor="middle" fontSize="10" fill="currentColor">
        {type.slice(0, 1)}
      </text>
    </svg>
  );
}

/**
 * The customer-service list (presentational; the rules live in `@site/api-core`): one button per
 * entry (online-chat links tagged), then the contact icons (skype, QQ, WeChat, Zalo) as links or
 * QR codes. Used by the shell, the login page and the chat feature.
 */
export function CustomerServiceList({
  entries,
  contacts = [],
  onOpen,
  labels,
  empty,
  className,
}: CustomerServiceListProps) {
  const usable = contacts.filter(
    (contact) => contactHref(contact.url) || guardUrl(contact.qrCodeUrl),
  );
  if (entries.length === 0 && usable.length === 0) return empty ? <>{empty}</> : null;
  return (
    <Root aria-label={labels.heading} className={className}>
      <Heading>{labels.heading}</Heading>
      {entries.length > 0 ? (
        <List>
          {entries.map((entry, index) => (
            <li key={`${entry.csType}-${index}`}>
              <Entry type="button" onClick={() => onOpen(index)}>
                <span>{entry.title || entry.csType}</span>
                {String(entry.type) === '3' ? <Tag>{labels.onlineChat}</Tag> : null}
              </Entry>
            </li>
          ))}
        </List>
      ) : null}
      {usable.length > 0 ? (
        <Contacts aria-label={labels.contacts}>
          {usable.map((contact, index) => {
            const type = String(contact.resourceType).toUpperCase();
            const name = CONTACT_NAMES[type] ?? type;
            const href = contactHref(contact.url);
            const qr = guardUrl(contact.qrCodeUrl);
            return (
              <li key={`${type}-${index}`}>
                {href ? (
                  <Contact
                    // url-guard: contactHref() passes guardUrl or keeps a strict skype: address
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-contact={type}
                  >
                    <ContactIcon type={name} />
                    {name}
                  </Contact>
                ) : qr ? (
                  <ContactCard data-contact={type}>
                    <img src={qr} alt={name} />
                    <figcaption>{name}</figcaption>
                  </ContactCard>
                ) : null}
              </li>
            );
          })}
        </Contacts>
      ) : null}
    </Root>
  );
}
