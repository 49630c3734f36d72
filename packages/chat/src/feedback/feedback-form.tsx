import { selectLoggedIn, selectMemberInfo, useSiteSelector } from '@site/api-core';
import { ImageCaptcha } from '@site/captcha';
import { useFlag, vars } from '@site/theme';
import { Button, EmptyState, readAsDataUrl, SelectField, useToast } from '@site/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useChatFeedbackSendMutation } from '../chat-api';
import { CHAT_LIMITS, FEEDBACK_TYPES, type FeedbackType } from '../constants';
import {
  descriptionCount,
  descriptionProblem,
  feedbackBody,
  imageProblem,
} from '../rules/feedback-rules';
import { errorText } from '../shared/error-text';

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
  max-width: 560px;
`;

const Field = styled.div`
  display: grid;
  gap: ${vars.space.xs};
`;

const Label = styled.label`
  font-size: ${vars.font.sizeSm};
  font-weight: ${vars.font.weightBold};
  color: ${vars.color.text};
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  min-height: 140px;
  padding: ${vars.space.sm};
  border: 1px solid ${(p) => (p.$invalid ? vars.color.danger : vars.color.border)};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font: inherit;
  resize: vertical;
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space.sm};
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.danger};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${vars.font.sizeSm};
  color: ${vars.color.textMuted};
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  font-size: ${vars.font.sizeSm};
`;

interface Image {
  name: string;
  dataUrl: string;
}

type Errors = Partial<Record<'content' | 'captcha' | 'image' | 'form', string>>;

/**
 * The feedback form (FEEDBACK3, content-and-play.md sections 3 and 5): a type, a description of
 * 20 to 500 characters with a live count, the image captcha, and for players one image. Visitors
 * send no image and no username. A failed send keeps everything typed.
 */
export function FeedbackForm() {
  const { t, i18n } = useTranslation('chat');
  const { t: te } = useTranslation('errors');
  const enabled = useFlag('FEEDBACK3');
  const signedIn = useSiteSelector(selectLoggedIn);
  const member = useSiteSelector(selectMemberInfo);
  const toast = useToast();
  const [send, { isLoading }] = useChatFeedbackSendMutation();
  const [type, setType] = useState<FeedbackType>(FEEDBACK_TYPES[0]);
  const [content, setContent] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaId, setCaptchaId] = useState<string | undefined>(undefined);
  const [refreshKey, setRefreshKey] = useState(0);
  const [image, setImage] = useState<Image | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { type: useId(), content: useId(), count: useId(), image: useId(), hint: useId() };

  if (!enabled) return <EmptyState title={t('feedback_disabled')} />;

  const count = descriptionCount(content);

  const contentMessage = (problem: ReturnType<typeof descriptionProblem>) =>
    problem === 'not_empty'
      ? te('not_empty')
      : problem === 'too_short'
        ? t('feedback_too_short')
        : problem === 'too_long'
          ? t('feedback_too_long')
          : undefined;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setErrors((current) => ({
        ...current,
        image: problem === 'type' ? t('feedback_image_type') : t('feedback_image_size'),
      }));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    try {
      setImage({ name: file.name, dataUrl: await readAsDataUrl(file) });
      setErrors(({ image: _dropped, ...rest }) => rest);
    } catch {
      setErrors((current) => ({ ...current, image: t('feedback_image_type') }));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const problem = contentMessage(descriptionProblem(content));
    if (problem) next.content = problem;
    if (captcha.trim() === '') next.captcha = te('not_empty');
    else if (!captchaId) next.captcha = te('verify_first');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const body = feedbackBody(
      { type, content, captcha, captchaId, file: image?.dataUrl },
      { signedIn, username: member?.account },
    );
    const result = await send(body);
    if ('error' in result) {
      // Keep type, description and image; the captcha is single-use, so a new one is asked for.
      setErrors({ form: errorText(i18n, result.error, t('feedback_failed')) });
      setCaptcha('');
      setRefreshKey((key) => key + 1);
      return;
    }
    toast.show({ message: t('feedback_sent'), tone: 'success' });
    setContent('');
    setCaptcha('');
    setImage(null);
    setErrors({});
    setRefreshKey((key) => key + 1);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('feedback_title')}>
      <SelectField
        id={ids.type}
        label={t('feedback_type')}
        value={String(type)}
        onValueChange={(value) => setType(Number(value) as FeedbackType)}
      >
        {FEEDBACK_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`feedback_type_${value}`)}
          </option>
        ))}
      </SelectField>
      <Field>
        <Label htmlFor={ids.content}>{t('feedback_description')}</Label>
        <TextArea
          id={ids.content}
          name="content"
          value={content}
          $invalid={Boolean(errors.content)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={ids.count}
          maxLength={CHAT_LIMITS.feedbackMaxLength + 200}
          onChange={(event) => {
            setContent(event.target.value);
            if (errors.content) setErrors(({ content: _dropped, ...rest }) => rest);
          }}
        />
        <Meta id={ids.count}>
          <span>{errors.content ? <Problem role="alert">{errors.content}</Problem> : null}</span>
          <span aria-live="polite">{t('feedback_count', { count })}</span>
        </Meta>
      </Field>
      <ImageCaptcha
        value={captcha}
        onValueChange={setCaptcha}
        onCaptchaId={setCaptchaId}
        refreshKey={refreshKey}
        {...(errors.captcha ? { error: errors.captcha } : {})}
      />
      {signedIn ? (
        <Field>
          <Label htmlFor={ids.image}>{t('feedback_image')}</Label>
          <input
            ref={fileInput}
            id={ids.image}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-describedby={ids.hint}
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <Note id={ids.hint}>{t('feedback_image_hint')}</Note>
          {image ? (
            <Chosen>
              <span>{t('feedback_image_chosen', { name: image.name })}</span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => {
                  setImage(null);
                  if (fileInput.current) fileInput.current.value = '';
                }}
              >
                {t('feedback_image_remove')}
              </Button>
            </Chosen>
          ) : null}
          {errors.image ? <Problem role="alert">{errors.image}</Problem> : null}
        </Field>
      ) : (
        <Note>{t('feedback_visitor_note')}</Note>
      )}
      {errors.form ? <Problem role="alert">{errors.form}</Problem> : null}
      <Button type="submit" loading={isLoading}>
        {isLoading ? t('feedback_sending') : t('feedback_submit')}
      </Button>
    </Form>
  );
}
