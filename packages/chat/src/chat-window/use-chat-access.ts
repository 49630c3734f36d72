import { selectIsAgent, selectLoggedIn, useSiteSelector } from '@site/api-core';
import { useFlags } from '@site/theme';
import { useChatPermissionQuery } from '../chat-api';
import { CHAT_FLAG } from '../constants';
import { chatVerdict, mayAskChat, type ChatVerdict } from '../rules/chat-rules';

/**
 * Whether this visitor may chat: the chat flag (ADR 0125), CBS_groupPermission, and never for
 * visitors or isAgent 4. The permission call is made only when it can matter.
 */
export function useChatAccess(): { verdict: ChatVerdict; chatUrl: string | null } {
  const signedIn = useSiteSelector(selectLoggedIn);
  const isAgent = useSiteSelector(selectIsAgent);
  // The one flag provider (ADR 0190): absent means on, an explicit false turns chat off.
  const chatFlag = useFlags()[CHAT_FLAG] === false ? false : undefined;
  const ask = mayAskChat({ signedIn, isAgent, chatFlag });
  const permission = useChatPermissionQuery(undefined, { skip: !ask });
  const hasPermission = permission.data?.hasPermission ?? (permission.isError ? false : undefined);
  return {
    verdict: chatVerdict({ signedIn, isAgent, chatFlag, hasPermission }),
    chatUrl: permission.data?.chatUrl ?? null,
  };
}
