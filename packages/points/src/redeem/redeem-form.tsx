import type { ApiError } from '@site/api-core';
import type { RewardItem } from '@site/api-core/catalogue';
import { useFlag, vars } from '@site/theme';
import { Button, PasswordField, TextField, useToast } from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { POINTS_NAMESPACE } from '../i18n/points-i18n';
import {
  usePointsConfigQuery,
  usePointsPhoneSettingsQuery,
  usePointsRedeemMutation,
} from '../points-api';
import {
  canSubmitRedeem,
  inventoryOf,
  joinRemarks,
  normaliseQuantity,
  phoneRuleFrom,
  redeemTypesOffered,
  validateRedeem,
  type RedeemErrors,
  type RedeemInput,
} from '../rules/points-rules';
import { ErrorText } from '../shared/parts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${vars.space.xs};
    color: ${vars.color.textMuted};
    font-size: ${vars.font.sizeSm};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
    cursor: pointer;
  }
`;

/** A true-ish `lineRequired` in the point configuration asks for the LINE field (ADR 0101). */
export const lineConfigured = (value: unknown): boolean =>
  value === true || value === 'Y' || value === 1 || value === '1';

export interface RedeemFormProps {
  item: RewardItem;
  /** Called after a successful redeem (the mall then refreshes the balance). */
  onRedeemed: () => void;
}

/**
 * The redeem form (content-and-play.md section 5): redeem type, quantity 1..inventory, the
 * configured line, the (payment) password, recipient, address, phone and province; remarks are
 * label:value of line, name, mobile and address; sent encrypted through passwordCheck.
 */
export function RedeemForm({ item, onRedeemed }: RedeemFormProps) {
  const { t } = useTranslation(POINTS_NAMESPACE);
  const { t: te } = useTranslation('errors');
  const toast = useToast();
  const paymentPassword = useFlag('PAYMENTPASS3');
  const config = usePointsConfigQuery();
  const settings = usePointsPhoneSettingsQuery();
  const [redeem, redeeming] = usePointsRedeemMutation();
  const offered = redeemTypesOffered(item);
  const inventory = inventoryOf(item);
  const lineRequired = lineConfigured(config.data?.lineRequired);
  const typeName = useId();

  const [redeemType, setRedeemType] = useState<'P' | 'PM'>(offered[0] ?? 'PM');
  const [quantity, setQuantity] = useState(inventory > 0 ? '1' : '');
  const [input, setInput] = useState<RedeemInput>({
    line: '',
    password: '',
    name: '',
    address: '',
    phone: '',
  });
  const [province, setProvince] = useState('');
  const [errors, setErrors] = useState<RedeemErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (field: keyof RedeemInput) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateRedeem(input, { lineRequired, phone: phoneRuleFrom(settings.data) });
    setErrors(found);
    if (Object.values(found).some(Boolean) || !canSubmitRedeem(inventory, quantity)) return;
    const remarks = joinRemarks([
      ...(lineRequired ? [{ label: t('line'), value: input.line }] : []),
      { label: t('name'), value: input.name },
      { label: t('phone'), value: input.phone },
      { label: t('address'), value: input.address },
    ]);
    try {
      await redeem({
        rewardId: item.id,
        quantity: Number(quantity),
        redeemType,
        password: input.password,
        province: province.trim(),
        remarks,
      }).unwrap();
      toast.show({ tone: 'success', message: te('br_vwxdjflb_sfyljuh') });
      onRedeemed();
    } catch (error) {
      const message = (error as Partial<ApiError> | undefined)?.message;
      setFailure(t('redeem_failed', { message: message || t('request_failed') }));
    }
  };

  const err = (field: keyof RedeemInput) => (errors[field] ? te(errors[field]) : undefined);

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('redeem_title')}>
      <Choice>
        <legend>{t('redeem_type')}</legend>
        {offered.map((type) => (
          <label key={type}>
            <input
              type="radio"
              name={typeName}
              value={type}
              checked={redeemType === type}
              onChange={() => setRedeemType(type)}
            />
            {t(`redeem_type_${type}`)}
          </label>
        ))}
      </Choice>
      <TextField
        label={t('quantity')}
        inputMode="numeric"
        value={quantity}
        disabled={inventory === 0}
        onValueChange={(value) => setQuantity(normaliseQuantity(value, inventory))}
      />
      {lineRequired ? (
        <TextField
          label={t('line')}
          value={input.line}
          onValueChange={set('line')}
          error={err('line')}
        />
      ) : null}
      <PasswordField
        label={paymentPassword ? t('payment_password') : t('password')}
        autoComplete="off"
        value={input.password}
        onValueChange={set('password')}
        error={err('password')}
      />
      <TextField
        label={t('name')}
        value={input.name}
        onValueChange={set('name')}
        error={err('name')}
      />
      <TextField
        label={t('address')}
        value={input.address}
        onValueChange={set('address')}
        error={err('address')}
      />
      <TextField
        label={t('phone')}
        inputMode="tel"
        value={input.phone}
        onValueChange={set('phone')}
        error={err('phone')}
      />
      <TextField label={t('province')} value={province} onValueChange={setProvince} />
      {failure ? <ErrorText role="alert">{failure}</ErrorText> : null}
      <Button
        type="submit"
        variant="primary"
        fullWidth
        loading={redeeming.isLoading}
        disabled={!canSubmitRedeem(inventory, quantity)}
      >
        {t('submit')}
      </Button>
    </Form>
  );
}
