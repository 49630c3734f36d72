import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** UI facts of this feature: the hand-bonus message a MANUAL_PROMO event brought. */
export interface PromoUiState {
  /** The bonus modal is open with this text ('' for the default text); null when closed. */
  bonus: string | null;
}

const initialState: PromoUiState = { bonus: null };

export const promoUiSlice = createSlice({
  name: 'promoUi',
  initialState,
  reducers: {
    bonusReceived(state, action: PayloadAction<string | undefined>) {
      state.bonus = action.payload ?? '';
    },
    bonusClosed(state) {
      state.bonus = null;
    },
  },
});

export const promoUiActions = promoUiSlice.actions;

/** The open bonus text; tolerates a store without this slice (tests, stories). */
export const selectBonus = (state: unknown): string | null =>
  (state as { promoUi?: PromoUiState }).promoUi?.bonus ?? null;
