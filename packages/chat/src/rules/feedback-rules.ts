import {
  CHAT_LIMITS,
  FEEDBACK_IMAGE_EXTENSIONS,
  FEEDBACK_IMAGE_TYPES,
  type FeedbackType,
} from '../constants';

export type DescriptionProblem = 'not_empty' | 'too_short' | 'too_long';

/** Description: non-empty (`not_empty`), then 20 to 500 characters after trimming (section 5). */
export function descriptionProblem(text: string): DescriptionProblem | null {
  const length = text.trim().length;
  if (length === 0) return 'not_empty';
  if (length < CHAT_LIMITS.feedbackMinLength) return 'too_short';
  if (length > CHAT_LIMITS.feedbackMaxLength) return 'too_long';
  return null;
}

/** The live count: trimmed characters, as the server counts them. */
export function descriptionCount(text: string): number {
  return text.trim().length;
}

export type ImageProblem = 'type' | 'size';

/** One image: jpg, jpeg or png, at most 5 MB (5242880 bytes). */
export function imageProblem(file: {
  name: string;
  type: string;
  size: number;
}): ImageProblem | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extensionOk = (FEEDBACK_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk || !extensionOk) return 'type';
  if (file.size > CHAT_LIMITS.imageMaxBytes) return 'size';
  return null;
}

export interface FeedbackDraft {
  type: FeedbackType;
  content: string;
  captcha: string;
  captchaId?: string | undefined;
  /** The image as a data URL (players only). */
  file?: string | undefined;
}

/**
 * The body of `POST /wps/feedback` (ADR 0121: JSON, the image as a data URL). Visitors send no
 * image and no username: both are dropped whatever the form holds.
 */
export function feedbackBody(
  draft: FeedbackDraft,
  member: { signedIn: boolean; username: string | null | undefined },
): {
  sender?: string;
  content: string;
  type: FeedbackType;
  captcha: string;
  captchaId?: string;
  file?: string;
} {
  return {
    content: draft.content.trim(),
    type: draft.type,
    captcha: draft.captcha.trim(),
    ...(draft.captchaId ? { captchaId: draft.captchaId } : {}),
    ...(member.signedIn && member.username ? { sender: member.username } : {}),
    ...(member.signedIn && draft.file ? { file: draft.file } : {}),
  };
}
