import type {
  GateContext,
  RealtimeContext,
  RealtimeEvent,
  RealtimeHandler,
} from '@site/feature-api';

/** What the shell does for an event, besides the features' own handlers. */
export interface ShellRealtimeActions {
  /** A persistent toast (notifications stay until dismissed). */
  toast: (toast: {
    titleKey: string;
    body?: string;
    tone: 'info' | 'success' | 'warning' | 'danger';
  }) => void;
  refreshBalance: () => void;
  gate: GateContext;
}

function text(content: unknown, ...keys: string[]): string | undefined {
  if (typeof content === 'string') return content || undefined;
  if (typeof content !== 'object' || content === null) return undefined;
  const record = content as Record<string, unknown>;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value) return value;
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

const FAILED = /^(REJECT|REJECTED|FAIL|FAILED|CANCEL|CANCELLED|R|F)$/i;

function failed(content: unknown): boolean {
  const status = text(content, 'status', 'result', 'state');
  if (status) return FAILED.test(status);
  return (
    typeof content === 'object' &&
    content !== null &&
    (content as { success?: unknown }).success === false
  );
}

/**
 * Real-time notifications, one branch per row of content-and-play.md section 4. Each refreshes the
 * balance where money moved; every notification is a persistent toast.
 */
export function handleShellRealtime(event: RealtimeEvent, actions: ShellRealtimeActions): void {
  const body = text(event.content, 'message', 'content', 'remarks', 'title');
  switch (event.type) {
    case 'MANUAL_PROMO':
    case 'PROMOTION_CLAIM':
      // @site/promo owns both (the bonus modal, the refresh and the balance; ADR 0064).
      return;
    case 'INBOX':
    case 'ONLINE_MSG':
      // @site/chat owns both (the inbox notice and unread count, the message popup; ADR 0123).
      return;
    case 'WITHDRAW': {
      const rejected = failed(event.content);
      const remarks = text(event.content, 'remarks', 'remark', 'message');
      actions.toast({
        titleKey: rejected ? 'notify_withdraw_rejected' : 'notify_withdraw_success',
        ...(remarks ? { body: remarks } : {}),
        tone: rejected ? 'danger' : 'success',
      });
      actions.refreshBalance();
      return;
    }
    case 'DEPOSIT': {
      const bad = failed(event.content);
      actions.toast({
        titleKey: bad ? 'notify_deposit_failed' : 'notify_deposit_arrived',
        ...(body ? { body } : {}),
        tone: bad ? 'danger' : 'success',
      });
      actions.refreshBalance();
      return;
    }
    case 'PAYMENT_CONFIRMATION':
      // @site/agent-contracts owns the confirmation list and handles this event (ADR 0064).
      return;
    case 'AGENT_TRANSFER_AGENT_TO_DOWNLINE':
    case 'DOWNLINE_TO_AGENT':
      actions.toast({
        titleKey:
          event.type === 'DOWNLINE_TO_AGENT'
            ? 'notify_transfer_from_downline'
            : 'notify_transfer_from_agent',
        ...(body ? { body } : {}),
        tone: 'info',
      });
      actions.refreshBalance();
      return;
    default:
      if (body) actions.toast({ titleKey: 'notify_generic', body, tone: 'info' });
  }
}

/** Runs the shell's behaviour, then every feature handler of that type (in feature order). */
export function dispatchRealtime(
  event: RealtimeEvent,
  actions: ShellRealtimeActions,
  handlers: readonly RealtimeHandler[],
  context: RealtimeContext,
): void {
  handleShellRealtime(event, actions);
  for (const handler of handlers) {
    try {
      handler(event, context);
    } catch (error) {
      console.error(`[site] realtime handler for ${event.type} failed`, error);
    }
  }
}
