import { PROMO_LIMITS } from '../constants';

/** The spec's message keys (errors namespace) of a reward application (section 5). */
export type RewardError =
  | 'activity_apply_remark_limit1'
  | 'activity_apply_remark_limit2'
  | 'activity_apply_remark_limit3'
  | 'activity_apply_remark_limit4'
  | 'image_required';

export interface ImageCandidate {
  name: string;
  size: number;
  type?: string;
}

/** jpg, jpeg or png, by extension and (when given) MIME type. */
export function acceptedImage(file: ImageCandidate): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(PROMO_LIMITS.imageExtensions as readonly string[]).includes(extension)) return false;
  return !file.type || /^image\/(png|jpe?g)$/i.test(file.type);
}

/**
 * Checks files being added to `current` chosen ones: type (limit2), size (limit3), count (limit4).
 * Returns the files accepted and the first error met.
 */
export function addImages<F extends ImageCandidate>(
  current: number,
  files: readonly F[],
): { accepted: F[]; error: RewardError | null } {
  const accepted: F[] = [];
  let error: RewardError | null = null;
  for (const file of files) {
    if (!acceptedImage(file)) {
      error ??= 'activity_apply_remark_limit2';
      continue;
    }
    if (file.size > PROMO_LIMITS.imageMaxBytes) {
      error ??= 'activity_apply_remark_limit3';
      continue;
    }
    if (current + accepted.length >= PROMO_LIMITS.imagesMax) {
      error ??= 'activity_apply_remark_limit4';
      continue;
    }
    accepted.push(file);
  }
  return { accepted, error };
}

export interface RewardRequirements {
  remarkRequired?: string | null | undefined;
  imageRequired?: string | null | undefined;
}

/** Checks a submit: remark required and empty or too long (limit1), image required and none. */
export function validateApplication(
  req: RewardRequirements,
  remark: string,
  imageCount: number,
): RewardError | null {
  const trimmed = remark.trim();
  if ((req.remarkRequired === 'Y' && !trimmed) || remark.length > PROMO_LIMITS.remarkMax)
    return 'activity_apply_remark_limit1';
  if (req.imageRequired === 'Y' && imageCount === 0) return 'image_required';
  if (imageCount > PROMO_LIMITS.imagesMax) return 'activity_apply_remark_limit4';
  return null;
}
