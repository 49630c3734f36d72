import { readAsDataUrl } from '@site/ui';
import { useEffect, useRef, useState } from 'react';
import {
  useAgentConfirmPaymentMutation,
  useAgentPaymentConfirmationsQuery,
} from '../agent-contracts-api';
import { AGENT_CONTRACT_LIMITS } from '../constants';
import {
  proofProblem,
  receivedAnswer,
  type ConfirmationItem,
  type ProofProblem,
} from '../rules/confirmation-rules';

/** Choosing between received and not received, or the not-received form (with its proof). */
export type ConfirmationMode = 'choose' | 'notReceived';

/** Which answer is being sent, if any. */
export type ConfirmationBusy = 'received' | 'notReceived' | null;

/**
 * The payment confirmation modal's list and answers (content-and-play.md section 4): the items
 * (the first is shown), the mode, the proof image and its problem, and the two answers. Received
 * sends Y (A for an auto-confirmed item); not received checks the proof first and sends N with
 * it. A confirmed item leaves the list, the next shows after 0.5 s (`waiting` until then), and
 * `onClose` is called when the list is empty. A failed answer keeps the item, the mode and the
 * file (the global error policy shows the failure).
 */
export function usePaymentConfirmation(startMode: ConfirmationMode, onClose: () => void) {
  const query = useAgentPaymentConfirmationsQuery();
  const [confirm] = useAgentConfirmPaymentMutation();
  const [waiting, setWaiting] = useState(false);
  const [mode, setMode] = useState<ConfirmationMode>(startMode);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ProofProblem | null>(null);
  const [busy, setBusy] = useState<ConfirmationBusy>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const items = query.data ?? [];
  const item: ConfirmationItem | undefined = items[0];

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (query.isSuccess && items.length === 0 && !waiting) onClose();
  }, [query.isSuccess, items.length, waiting, onClose]);

  const settle = (remaining: number) => {
    setMode('choose');
    setFile(null);
    setProblem(null);
    if (remaining <= 0) {
      onClose();
      return;
    }
    setWaiting(true);
    timer.current = setTimeout(
      () => setWaiting(false),
      AGENT_CONTRACT_LIMITS.nextConfirmationDelayMs,
    );
  };

  const received = async (current: ConfirmationItem) => {
    setBusy('received');
    try {
      await confirm({
        isMoneyReceived: receivedAnswer(current),
        payDetailId: current.payDetailId,
      }).unwrap();
      settle(items.length - 1);
    } catch {
      // The global error policy shows the failure; the item stays.
    } finally {
      setBusy(null);
    }
  };

  const notReceived = async (current: ConfirmationItem) => {
    const found = proofProblem(file);
    setProblem(found);
    if (found || !file) return;
    setBusy('notReceived');
    let proofOfNotReceive: string;
    try {
      proofOfNotReceive = await readAsDataUrl(file);
    } catch {
      // A file the browser cannot read is refused like a file of the wrong type; it stays chosen.
      setProblem('proof_type');
      setBusy(null);
      return;
    }
    try {
      await confirm({
        isMoneyReceived: 'N',
        payDetailId: current.payDetailId,
        proofOfNotReceive,
      }).unwrap();
      settle(items.length - 1);
    } catch {
      // The global error policy shows the failure; the choice and the file stay.
    } finally {
      setBusy(null);
    }
  };

  /** The picked proof image (null when the picker was emptied), checked at once. */
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setProblem(chosen ? proofProblem(chosen) : null);
  };

  /** Opens the not-received form with no problem shown. */
  const showNotReceived = () => {
    setProblem(null);
    setMode('notReceived');
  };

  /** Back to the choice (the file stays picked). */
  const showChoice = () => setMode('choose');

  return {
    query,
    items,
    item,
    waiting,
    mode,
    problem,
    busy,
    received,
    notReceived,
    chooseFile,
    showNotReceived,
    showChoice,
  };
}
