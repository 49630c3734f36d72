import type { SessionAnswer } from '@site/api-core';
import type { FirebaseChannel, SecondFactorMethod } from '@site/api-core/catalogue';

/**
 * Credentials waiting for the next step (second factor, bind dialog). They live in memory only,
 * never in the store (Redux devtools would show them) nor in storage, and are cleared when the
 * step ends.
 */
export interface SecondFactorChallenge {
  username: string;
  password: string;
  /** The methods the server offers (defaults to all four). */
  methods: readonly SecondFactorMethod[];
  /** When the server's code expires (epoch ms); drives the countdown. */
  expiresAt: number | null;
  firebaseIdToken?: string;
}

export interface SocialBinding {
  channel: FirebaseChannel;
  firebaseIdToken?: string;
  telegramAuth?: string;
}

let secondFactor: SecondFactorChallenge | null = null;
let binding: SocialBinding | null = null;

export const pendingSecondFactor = {
  set(challenge: SecondFactorChallenge) {
    secondFactor = challenge;
  },
  get: () => secondFactor,
  clear() {
    secondFactor = null;
  },
};

export const pendingBinding = {
  set(value: SocialBinding) {
    binding = value;
  },
  get: () => binding,
  clear() {
    binding = null;
  },
};

/** A login answer waiting for the forced password change; its token is held in memory only. */
export interface PasswordChangeChallenge {
  answer: SessionAnswer;
  firstLogin: boolean;
}

let passwordChange: PasswordChangeChallenge | null = null;

export const pendingPasswordChange = {
  set(value: PasswordChangeChallenge) {
    passwordChange = value;
  },
  get: () => passwordChange,
  clear() {
    passwordChange = null;
  },
};
