import type { AgentAffiliateLink } from '@site/api-core/catalogue';
import { vars } from '@site/theme';
import { Button, ConfirmDialog, guardUrl, Pagination, TextField, useToast } from '@site/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  useAgentAffiliateLinksQuery,
  useAgentCreateAffiliateLinkMutation,
  useAgentDeleteAffiliateLinkMutation,
  useAgentUpdateAffiliateLinkMutation,
} from '../agent-api';
import { AGENT_LIMITS } from '../constants';
import { AGENT_NAMESPACE } from '../i18n/agent-i18n';
import { pageOf } from '../rules/answer-rules';
import { affiliateUrl } from '../rules/link-rules';
import { ErrorText, Muted, Toolbar } from '../shared/parts';
import { QueryState } from '../shared/query-state';
import { useErrorText } from '../shared/use-error-text';
import { LinkQr } from './link-qr';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;

const Url = styled.code`
  display: block;
  overflow-wrap: anywhere;
  color: ${vars.color.textMuted};
  font-family: ${vars.font.familyMono};
  font-size: ${vars.font.sizeSm};
`;

const Status = styled.span<{ $on: boolean }>`
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightMedium};
  color: ${(p) => (p.$on ? vars.color.success : vars.color.textMuted)};
`;

/** The registration address of a link, through the one URL guard (same origin only). */
function linkUrl(code: string): string | null {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return guardUrl(affiliateUrl(origin, code));
}

/**
 * Affiliate links (CREATEAFF3): create one with a remark, then for each link its address, copy,
 * QR code (loaded on first show), enable or disable, and delete after a confirmation.
 */
export function AffiliateLinks() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const toast = useToast();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const [remark, setRemark] = useState('');
  const [shownQr, setShownQr] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useAgentAffiliateLinksQuery({ page, size: AGENT_LIMITS.linksPageSize });
  const [create, creating] = useAgentCreateAffiliateLinkMutation();
  const [update, updating] = useAgentUpdateAffiliateLinkMutation();
  const [remove] = useAgentDeleteAffiliateLinkMutation();
  const { content, totalPages } = pageOf<AgentAffiliateLink>(query.data);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (creating.isLoading) return;
    void run(async () => {
      await create({ remark: remark.trim() }).unwrap();
      setRemark('');
    });
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ tone: 'success', message: t('link_copied') });
    } catch {
      toast.show({ tone: 'warning', message: t('link_copy_failed') });
    }
  };

  return (
    <Section aria-label={t('links_title')}>
      <form onSubmit={submit}>
        <Toolbar>
          <TextField
            name="linkRemark"
            label={t('field_remark')}
            value={remark}
            maxLength={40}
            onValueChange={setRemark}
          />
          <Button type="submit" loading={creating.isLoading} disabled={creating.isLoading}>
            {t('link_create')}
          </Button>
        </Toolbar>
      </form>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
      <QueryState query={query} empty={content.length === 0} emptyKey="empty_links">
        <List>
          {content.map((link) => {
            const url = linkUrl(link.affiliateCode);
            return (
              <Card key={link.affiliateCode} data-testid="affiliate-link">
                <Row>
                  <strong>{link.affiliateCode}</strong>
                  {link.remark ? <Muted>{link.remark}</Muted> : null}
                  <Status $on={link.enabled}>
                    {link.enabled ? t('link_enabled') : t('link_disabled')}
                  </Status>
                  <Muted>{t('link_registrations', { total: link.registrations })}</Muted>
                </Row>
                {url ? <Url>{url}</Url> : null}
                <Row>
                  {url ? (
                    <Button size="sm" variant="secondary" onClick={() => void copy(url)}>
                      {t('link_copy')}
                    </Button>
                  ) : null}
                  {url ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={shownQr === link.affiliateCode}
                      onClick={() =>
                        setShownQr((current) =>
                          current === link.affiliateCode ? null : link.affiliateCode,
                        )
                      }
                    >
                      {shownQr === link.affiliateCode ? t('link_qr_hide') : t('link_qr_show')}
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={updating.isLoading}
                    onClick={() =>
                      void run(() =>
                        update({
                          affiliateCode: link.affiliateCode,
                          enabled: !link.enabled,
                        }).unwrap(),
                      )
                    }
                  >
                    {link.enabled ? t('link_disable') : t('link_enable')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(link.affiliateCode)}>
                    {t('link_delete')}
                  </Button>
                </Row>
                {url && shownQr === link.affiliateCode ? (
                  <LinkQr url={url} label={t('link_qr_label', { code: link.affiliateCode })} />
                ) : null}
              </Card>
            );
          })}
        </List>
      </QueryState>
      {totalPages > 1 ? (
        <Pagination page={page} pageCount={totalPages} onPageChange={setPage} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('link_delete_title')}
        message={t('link_delete_message', { code: deleting ?? '' })}
        confirmLabel={t('link_delete')}
        cancelLabel={t('cancel')}
        tone="danger"
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          run(async () => {
            if (deleting) await remove({ affiliateCode: deleting }).unwrap();
            setDeleting(null);
          })
        }
      />
    </Section>
  );
}
