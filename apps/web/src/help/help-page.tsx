import type { HelpMenuNode } from '@site/api-core/catalogue';
import { vars } from '@site/theme';
import { EmptyState, Loader, focusRing } from '@site/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { SafeHtml } from '@site/ui/safe-html';
import { useHelpCentreQuery } from '../shell/shell-api';
import {
  findByTag,
  firstWithContent,
  HELP_DEBOUNCE_MS,
  POPUP_ONLY_TAGS,
  tagOfHash,
} from './help-tree';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 260px) 1fr;
  gap: ${vars.space.xl};
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const Menu = styled.nav`
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul ul {
    padding-inline-start: ${vars.space.md};
  }
  button {
    width: 100%;
    padding: ${vars.space.sm};
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
    &[aria-current='true'] {
      background: ${vars.color.brand};
      color: ${vars.color.onBrand};
    }
    ${focusRing}
  }
`;

const Content = styled.article`
  min-height: 240px;
  padding: ${vars.space.lg};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

/** The help tree in the settled language (asked 300 ms after the last change); null while loading. */
function useHelpTree(language: string): HelpMenuNode[] | null {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(language), HELP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [language]);
  const help = useHelpCentreQuery({ lang: settled ?? language }, { skip: settled === null });
  if (help.isError) return [];
  return help.data ?? null;
}

function MenuNodes({
  nodes,
  activeId,
  expanded,
  onSelect,
  onToggle,
}: {
  nodes: readonly HelpMenuNode[];
  activeId: string | number | undefined;
  expanded: ReadonlySet<string | number>;
  onSelect: (node: HelpMenuNode) => void;
  onToggle: (node: HelpMenuNode) => void;
}) {
  const baseId = useId();
  return (
    <ul>
      {nodes.map((node) => {
        const children = node.children ?? [];
        const open = expanded.has(node.id);
        const groupId = `${baseId}-${String(node.id)}`;
        return (
          <li key={node.id}>
            <button
              type="button"
              aria-current={node.id === activeId ? 'true' : undefined}
              {...(children.length ? { 'aria-expanded': open, 'aria-controls': groupId } : {})}
              onClick={() => {
                if (children.length) onToggle(node);
                if (node.content) onSelect(node);
              }}
            >
              {node.title}
            </button>
            {children.length && open ? (
              <div id={groupId}>
                <MenuNodes
                  nodes={children}
                  activeId={activeId}
                  expanded={expanded}
                  onSelect={onSelect}
                  onToggle={onToggle}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function HelpCentre({ popup }: { popup: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const { hash } = useLocation();
  const tree = useHelpTree(i18n.language);
  const tag = tagOfHash(hash);
  const [activeId, setActiveId] = useState<string | number | undefined>();
  const [expanded, setExpanded] = useState<Set<string | number>>(new Set());

  const target = useMemo(() => (tree && tag ? findByTag(tree, tag) : undefined), [tree, tag]);
  useEffect(() => {
    if (!tree) return;
    if (target) {
      setActiveId(target.node.id);
      setExpanded(new Set([...target.ancestors, target.node.id]));
    } else {
      setActiveId(firstWithContent(tree)?.id);
    }
  }, [tree, target]);

  const flat = useMemo(() => {
    const all: HelpMenuNode[] = [];
    const walk = (nodes: readonly HelpMenuNode[]) =>
      nodes.forEach((node) => (all.push(node), walk(node.children ?? [])));
    walk(tree ?? []);
    return all;
  }, [tree]);
  const active = flat.find((node) => node.id === activeId);

  if (tree === null) return <Loader size="lg" label={t('loading', { ns: 'common' })} />;
  if (tree.length === 0) return <EmptyState />;

  // Opened as a popup on a deposit or withdraw anchor: only that section.
  if (popup && target && (POPUP_ONLY_TAGS as readonly string[]).includes(target.node.tag ?? '')) {
    return (
      <Content aria-label={target.node.title} data-testid="help-section-only">
        <SafeHtml html={target.node.content ?? ''} />
      </Content>
    );
  }
  return (
    <Layout>
      <Menu aria-label={t('help_menu')}>
        <MenuNodes
          nodes={tree}
          activeId={activeId}
          expanded={expanded}
          onSelect={(node) => setActiveId(node.id)}
          onToggle={(node) =>
            setExpanded((set) => {
              const next = new Set(set);
              if (next.has(node.id)) next.delete(node.id);
              else next.add(node.id);
              return next;
            })
          }
        />
      </Menu>
      <Content
        aria-live="polite"
        aria-label={active?.title ?? t('help_centre')}
        data-testid="help-content"
      >
        {active?.content ? <SafeHtml html={active.content} /> : null}
      </Content>
    </Layout>
  );
}

/** `/help` (and `/help#tag`): the help centre with its collapsible menu. */
export function HelpPage() {
  const { t } = useTranslation('shell');
  return (
    <section aria-labelledby="help-title">
      <h1 id="help-title">{t('help_centre')}</h1>
      <HelpCentre popup={false} />
    </section>
  );
}

/** `/helpmc`: the help centre as a popup; on a deposit or withdraw anchor only that section shows. */
export function HelpMcPage() {
  const { t } = useTranslation('shell');
  return (
    <main style={{ padding: vars.space.lg }}>
      <h1>{t('help_centre')}</h1>
      <HelpCentre popup />
    </main>
  );
}
