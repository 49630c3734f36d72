import { vars } from '@site/theme';
import { Button, focusRing, IconButton, readAsDataUrl } from '@site/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PROMO_LIMITS } from '../constants';
import { PROMO_NAMESPACE } from '../i18n/promo-i18n';
import { usePromoApplyRewardMutation } from '../promo-api';
import { addImages, validateApplication, type RewardError } from '../rules/reward-rules';
import type { PromoItem } from '../rules/promotion-rules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

const Label = styled.label`
  font-weight: ${vars.font.weightMedium};
`;

const Remark = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  resize: vertical;
  ${focusRing}

  &[aria-invalid='true'] {
    border-color: ${vars.color.danger};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.font.sizeSm};
`;

const Previews = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Preview = styled.li`
  position: relative;

  img {
    display: block;
    width: 96px;
    height: 96px;
    object-fit: cover;
    border-radius: ${vars.radius.md};
    border: 1px solid ${vars.color.border};
  }

  button {
    position: absolute;
    top: ${vars.space.xxs};
    inset-inline-end: ${vars.space.xxs};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;

/** A chosen image: the file's name and size, its data URL (sent) and an id for the list. */
export interface ChosenImage {
  id: string;
  name: string;
  size: number;
  dataUrl: string;
}

export interface ApplyRewardFormProps {
  promotion: Pick<PromoItem, 'id' | 'title' | 'remarkRequired' | 'imageRequired'>;
  onDone: () => void;
  onCancel: () => void;
  /** Starting images (stories). */
  initialImages?: readonly ChosenImage[];
  initialRemark?: string;
}

let nextImageId = 1;

/**
 * Apply for reward (MCSFE_signUpRequestReward): a remark of up to 140 characters (required when
 * `remarkRequired` is Y), up to 3 jpg, jpeg or png images of at most 5 MB each (required when
 * `imageRequired` is Y), each previewed and removable. A failed submit keeps everything.
 */
export function ApplyRewardForm({
  promotion,
  onDone,
  onCancel,
  initialImages = [],
  initialRemark = '',
}: ApplyRewardFormProps) {
  const { t } = useTranslation([PROMO_NAMESPACE, 'errors']);
  const [remark, setRemark] = useState(initialRemark);
  const [images, setImages] = useState<readonly ChosenImage[]>(initialImages);
  const [error, setError] = useState<RewardError | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [apply, { isLoading }] = usePromoApplyRewardMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { remark: useId(), images: useId(), error: useId() };
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const message = (key: RewardError) =>
    key === 'image_required' ? t('image_required') : t(`errors:${key}`);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, error: refused } = addImages(images.length, files);
    setError(refused);
    const results = await Promise.allSettled(
      accepted.map(async (file) => ({
        id: `img-${nextImageId++}`,
        name: file.name,
        size: file.size,
        dataUrl: await readAsDataUrl(file),
      })),
    );
    const read = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    // A file the browser cannot read is refused like a file of the wrong type; the others stay.
    if (live.current && read.length < results.length) setError('activity_apply_remark_limit2');
    if (live.current && read.length > 0)
      setImages((current) => [...current, ...read].slice(0, PROMO_LIMITS.imagesMax));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateApplication(promotion, remark, images.length);
    setError(invalid);
    setServerError(null);
    if (invalid) return;
    const result = await apply({
      promotionId: promotion.id,
      pictures: images.map((image) => image.dataUrl),
      ...(remark.trim() ? { remarks: remark.trim() } : {}),
    });
    if (!live.current) return;
    if ('error' in result) {
      const failure = result.error as { message?: unknown } | undefined;
      setServerError(
        typeof failure?.message === 'string' && failure.message
          ? failure.message
          : t('errors:unknown_error'),
      );
      return;
    }
    onDone();
  };

  const shownError = error ? message(error) : serverError;
  return (
    <Form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-describedby={shownError ? ids.error : undefined}
    >
      <div>
        <Label htmlFor={ids.remark}>
          {t('reward_remark')}
          {promotion.remarkRequired === 'Y' ? ` (${t('required')})` : ''}
        </Label>
        <Remark
          id={ids.remark}
          name="remarks"
          value={remark}
          maxLength={PROMO_LIMITS.remarkMax}
          aria-invalid={error === 'activity_apply_remark_limit1'}
          aria-required={promotion.remarkRequired === 'Y'}
          onChange={(event) => setRemark(event.target.value)}
        />
        <Hint>
          {t('reward_remark_count', { count: remark.length, max: PROMO_LIMITS.remarkMax })}
        </Hint>
      </div>
      <div>
        <Label htmlFor={ids.images}>
          {t('reward_images')}
          {promotion.imageRequired === 'Y' ? ` (${t('required')})` : ''}
        </Label>
        <Hint>{t('reward_images_hint', { max: PROMO_LIMITS.imagesMax })}</Hint>
        <input
          ref={fileInput}
          id={ids.images}
          name="pictures"
          type="file"
          multiple
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          onChange={(event) => void onFiles(event)}
        />
        {images.length > 0 ? (
          <Previews aria-label={t('reward_previews')}>
            {images.map((image, index) => (
              <Preview key={image.id}>
                <img
                  // url-guard: a data URL the browser read from the user's own file
                  src={image.dataUrl}
                  alt={t('reward_preview_alt', { index: index + 1, name: image.name })}
                />
                <IconButton
                  label={t('reward_remove_image', { index: index + 1 })}
                  size="sm"
                  icon={<span aria-hidden="true">×</span>}
                  onClick={() => {
                    setImages((current) =>
                      current.filter((candidate) => candidate.id !== image.id),
                    );
                    setError(null);
                  }}
                />
              </Preview>
            ))}
          </Previews>
        ) : null}
      </div>
      {shownError ? (
        <ErrorText id={ids.error} role="alert">
          {shownError}
        </ErrorText>
      ) : null}
      <Actions>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={isLoading}>
          {t('reward_submit')}
        </Button>
      </Actions>
    </Form>
  );
}
